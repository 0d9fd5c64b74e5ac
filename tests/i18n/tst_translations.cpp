#include "core/quiz/localizedtext.h"

#include <QFile>
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
        for (const QString &language : supportedLanguages()) {
            if (language == "en"_L1)
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
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
