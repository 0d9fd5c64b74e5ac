#include "core/i18n/language.h"

#include <QDir>
#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace {

struct Message
{
    QString context;
    QString source;
    QString translation;
    bool unfinished = false;
};

QList<Message> readTs(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == "name"_L1) {
            context = xml.readElementText();
        } else if (xml.name() == "message"_L1) {
            message = {context, {}, {}, false};
        } else if (xml.name() == "source"_L1) {
            message.source = xml.readElementText();
        } else if (xml.name() == "translation"_L1) {
            message.unfinished = xml.attributes().value("type"_L1) == "unfinished"_L1;
            message.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            messages.append(message);
        }
    }
    if (xml.hasError())
        qFatal("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return messages;
}

QMultiHash<QString, int> placeholders(const QString &text)
{
    static const QRegularExpression pattern(u"%(\\d+|n)"_s);
    QMultiHash<QString, int> found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured(1), 1);
    return found;
}

// Code names that must survive translation unchanged wherever the English has them.
QSet<QString> codeNames(const QString &text)
{
    static const QRegularExpression pattern(
        QStringLiteral(R"(torch(?:\.\w+)+|checkpoint_sequential|\bPyTorch\b|\bFSDP\b|\bRevolve\b|sqrt\(N\)|@yPoint)"));
    QSet<QString> found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured());
    return found;
}

} // namespace

// The Bengali and Korean .ts files are complete and keep what must not be translated: placeholders, accelerators
// and code identifiers.
class TestTranslations final : public QObject
{
    Q_OBJECT
private slots:
    void messagesAreComplete_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("translation");
        QTest::addColumn<bool>("unfinished");
        for (const QString &language : Language::codes()) {
            if (language == Language::english().code)
                continue;
            const QList<Message> messages
                = readTs(QStringLiteral(CQ_SOURCE_DIR "/translations/checkpoint-quiz_%1.ts").arg(language));
            QVERIFY(messages.size() > 50);
            for (const Message &message : messages)
                QTest::addRow("%s %s: %s", qPrintable(language), qPrintable(message.context),
                              qPrintable(message.source.left(40)))
                    << language << message.context << message.source << message.translation << message.unfinished;
        }
    }

    void messagesAreComplete()
    {
        QFETCH(QString, source);
        QFETCH(QString, translation);
        QFETCH(bool, unfinished);
        QVERIFY(!unfinished);
        QVERIFY(!translation.trimmed().isEmpty());
        QCOMPARE(placeholders(translation), placeholders(source));
        QCOMPARE(translation.count(u'&') > 0, source.count(u'&') > 0);
        QCOMPARE(codeNames(translation), codeNames(source));
    }

    // The language registry and the shipped translations name the same languages: a language without its .ts
    // file would switch the menu but not the words, and a .ts file without an entry would never be offered.
    void everyLanguageHasItsTranslation()
    {
        QStringList expected;
        for (const Language &language : Language::all()) {
            if (language.code != Language::english().code)
                expected.append(u"checkpoint-quiz_%1.ts"_s.arg(language.code));
            QVERIFY2(!language.nativeName.isEmpty() && !language.fontPackage.isEmpty()
                         && !language.fontFamily.isEmpty(),
                     qPrintable(language.code));
            // Compiled into the program, so the headless commands find it too.
            if (language.code != Language::english().code)
                QVERIFY2(QFile::exists(u":/i18n/checkpoint-quiz_%1.qm"_s.arg(language.code)),
                         qPrintable(language.code));
        }
        const QStringList found = QDir(QStringLiteral(CQ_SOURCE_DIR "/translations"))
                                      .entryList({u"checkpoint-quiz_*.ts"_s}, QDir::Files, QDir::Name);
        expected.sort();
        QCOMPARE(found, expected);
    }

    // The project's scripts install every language's fonts, so a fresh machine never shows boxes.
    void scriptsInstallEveryFontPackage()
    {
        QFile script(QStringLiteral(CQ_SOURCE_DIR "/scripts/common.sh"));
        QVERIFY(script.open(QIODevice::ReadOnly | QIODevice::Text));
        const QString text = QString::fromUtf8(script.readAll());
        const qsizetype start = text.indexOf(u"CQ_PACKAGES=("_s);
        QVERIFY(start >= 0);
        const QStringList packages
            = text.mid(start, text.indexOf(u')', start) - start).split(QRegularExpression(u"\\s+"_s));
        for (const Language &language : Language::all())
            QVERIFY2(packages.contains(language.fontPackage), qPrintable(language.fontPackage));
    }

    void localeFindsTheLanguage_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("expected");
        QTest::newRow("bn_BD") << u"bn_BD"_s << u"bn"_s;
        QTest::newRow("bn_IN") << u"bn_IN"_s << u"bn"_s;
        QTest::newRow("ko_KR") << u"ko_KR"_s << u"ko"_s;
        QTest::newRow("en_GB") << u"en_GB"_s << u"en"_s;
        QTest::newRow("fr_FR falls back") << u"fr_FR"_s << u"en"_s;
        QTest::newRow("C falls back") << u"C"_s << u"en"_s;
    }

    void localeFindsTheLanguage()
    {
        QFETCH(QString, locale);
        QFETCH(QString, expected);
        QCOMPARE(Language::forLocale(QLocale(locale)).code, expected);
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
