#include "fontcoverage.h"

#include <QCoreApplication>
#include <QFontDatabase>
#include <QLocale>

namespace {

QFontDatabase::WritingSystem writingSystemFor(const QString &language)
{
    if (language == QLatin1String("bn"))
        return QFontDatabase::Bengali;
    if (language == QLatin1String("ko"))
        return QFontDatabase::Korean;
    return QFontDatabase::Latin;
}

} // namespace

QString FontCoverage::missingFontMessage(const QString &language)
{
    return missingFontMessage(language, QFontDatabase::families(writingSystemFor(language)));
}

QString FontCoverage::missingFontMessage(const QString &language, const QStringList &familiesForScript)
{
    if (!familiesForScript.isEmpty())
        return {};
    return QCoreApplication::translate("FontCoverage",
                                       "No installed font can show %1 text, so it would appear as empty boxes. "
                                       "Install the package %2 (for example: sudo apt-get install %2) and restart "
                                       "the app.")
        .arg(QLocale(language).nativeLanguageName(), packageFor(language));
}

QString FontCoverage::packageFor(const QString &language)
{
    if (language == QLatin1String("ko"))
        return QStringLiteral("fonts-noto-cjk");
    return QStringLiteral("fonts-noto-core");
}
