#include "report/reportlabels.h"

#include <QDateTime>
#include <QLocale>

QString ReportLabels::languageName(const QString &language)
{
    // Each language named in itself, as language menus do. A fixed table: QLocale calls "en" "American English".
    if (language == QLatin1String("en"))
        return QStringLiteral("English");
    if (language == QLatin1String("bn"))
        return QStringLiteral("বাংলা");
    if (language == QLatin1String("ko"))
        return QStringLiteral("한국어");
    return language;
}

QString ReportLabels::dateTime(const QDateTime &when)
{
    if (!when.isValid())
        return QString();
    return QLocale::c().toString(when.toLocalTime(), QStringLiteral("yyyy-MM-dd HH:mm"));
}

QString ReportLabels::duration(qint64 seconds)
{
    const qint64 hours = seconds / 3600;
    const qint64 minutes = (seconds / 60) % 60;
    const qint64 rest = seconds % 60;
    if (hours > 0)
        return QStringLiteral("%1:%2:%3")
            .arg(hours)
            .arg(minutes, 2, 10, QLatin1Char('0'))
            .arg(rest, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(minutes).arg(rest, 2, 10, QLatin1Char('0'));
}
