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

QString ReportLabels::dateTime(const QDateTime &when)
{
    if (!when.isValid())
        return QString();
    return QLocale::c().toString(when.toLocalTime(), u"yyyy-MM-dd HH:mm"_s);
}

QString ReportLabels::duration(qint64 seconds)
{
    const qint64 hours = seconds / 3600;
    const qint64 minutes = (seconds / 60) % 60;
    const qint64 rest = seconds % 60;
    if (hours > 0)
        return u"%1:%2:%3"_s.arg(hours).arg(minutes, 2, 10, QChar(u'0')).arg(rest, 2, 10, QChar(u'0'));
    return u"%1:%2"_s.arg(minutes).arg(rest, 2, 10, QChar(u'0'));
}

QList<ReportFact> ReportLabels::simulatorFigures(const SimulatorReadings &readings)
{
    QList<ReportFact> figures{{schedule(), ScheduleCatalog::reportName(readings.schedule)},
                              {layers(), number(readings.layers)}};
    if (const QString parameter = ScheduleCatalog::parameterLabel(readings.schedule); !parameter.isEmpty())
        figures.append({parameter, number(readings.parameter)});
    if (readings.schedule == ScheduleKind::PyTorch) // PyTorch's own argument, never translated
        figures.append({u"use_reentrant"_s, readings.useReentrant ? u"True"_s : u"False"_s});
    figures.append({
        {backwardRatio(), number(readings.backwardRatio, 1)},
        {peakMemory(), activationsOf(readings.peakMemory, readings.storeAllPeak)},
        {savedAfterForward(), number(readings.savedAfterForward)},
        {layerForwards(), number(readings.layerForwards)},
        {extraForwards(), number(readings.extraForwards)},
        {computeOverhead(), percentMore(readings.overhead)},
    });
    return figures;
}
