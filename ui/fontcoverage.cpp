#include "ui/fontcoverage.h"

#include <QCoreApplication>
#include <QFontDatabase>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace {

QFontDatabase::WritingSystem writingSystemFor(const QString &language)
{
    if (language == "bn"_L1)
        return QFontDatabase::Bengali;
    if (language == "ko"_L1)
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
    if (language == "ko"_L1)
        return u"fonts-noto-cjk"_s;
    return u"fonts-noto-core"_s;
}
