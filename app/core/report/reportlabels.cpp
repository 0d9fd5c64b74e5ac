// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/report/reportlabels.h"

#include "core/i18n/language.h"
#include "core/report/simulatorreadings.h"
#include "core/simulator/schedulecatalog.h"

#include <QDateTime>
#include <QLocale>

using namespace Qt::StringLiterals;

QString ReportLabels::languageName(const QString &code)
{
    const Language *language = Language::find(code);
    return language ? language->nativeName : code;
}

QString ReportLabels::excerpt(const QString &text, qsizetype maxLength)
{
    if (text.size() <= maxLength)
        return text;
    qsizetype cut = maxLength;
    // After a whole word when one ends in the second half; never inside a surrogate pair.
    if (const qsizetype space = text.lastIndexOf(u' ', maxLength); space > maxLength / 2)
        cut = space;
    else if (text.at(cut - 1).isHighSurrogate())
        --cut;
    return text.left(cut).trimmed() + QChar(0x2026);
}

QString ReportLabels::dateTime(const QDateTime &when)
{
    if (!when.isValid())
        return QString();
    return QLocale::c().toString(when.toLocalTime(), u"yyyy-MM-dd HH:mm"_s);
}

QLocale ReportLabels::locale(const QString &lang)
{
    QLocale locale(lang);
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale;
}

QString ReportLabels::number(const QString &lang, qint64 value)
{
    return locale(lang).toString(value);
}

QString ReportLabels::number(const QString &lang, double value, int decimals)
{
    return locale(lang).toString(value, 'f', decimals);
}

QString ReportLabels::duration(const QString &lang, qint64 seconds)
{
    const QLocale digits = locale(lang);
    const auto twoDigits
        = [&](qint64 value) { return digits.toString(value).rightJustified(2, digits.zeroDigit().at(0)); };
    const qint64 hours = seconds / 3600;
    const qint64 minutes = (seconds / 60) % 60;
    const qint64 rest = seconds % 60;
    if (hours > 0)
        return u"%1:%2:%3"_s.arg(digits.toString(hours), twoDigits(minutes), twoDigits(rest));
    return u"%1:%2"_s.arg(digits.toString(minutes), twoDigits(rest));
}

QList<ReportFact> ReportLabels::simulatorFigures(const QString &lang, const SimulatorReadings &readings)
{
    QList<ReportFact> figures{{schedule(), ScheduleCatalog::reportName(readings.schedule)},
                              {layers(), number(lang, readings.layers)}};
    if (const QString parameter = ScheduleCatalog::parameterLabel(readings.schedule); !parameter.isEmpty())
        figures.append({parameter, number(lang, readings.parameter)});
    if (readings.schedule == ScheduleKind::PyTorch) // PyTorch's own argument, never translated
        figures.append({u"use_reentrant"_s, readings.useReentrant ? u"True"_s : u"False"_s});
    figures.append({
        {backwardRatio(), number(lang, readings.backwardRatio, 1)},
        {peakMemory(), activationsOf(lang, readings.peakMemory, readings.storeAllPeak)},
        {savedAfterForward(), number(lang, readings.savedAfterForward)},
        {layerForwards(), number(lang, readings.layerForwards)},
        {extraForwards(), number(lang, readings.extraForwards)},
        {computeOverhead(), percentMore(lang, readings.overhead)},
    });
    return figures;
}
