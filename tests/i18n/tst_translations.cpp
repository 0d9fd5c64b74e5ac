// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/i18n/apptranslator.h"
#include "core/i18n/language.h"
#include "core/simulator/schedulecatalog.h"

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
    QString translation;  // a numerus message's forms run together
    QStringList forms;    // a numerus message's forms, one per plural form of the language
    bool numerus = false; // tr("%n layer(s)", nullptr, n)
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
        if (xml.isEndElement() && xml.name() == "translation"_L1) {
            messages.append(message);
            continue;
        }
        if (!xml.isStartElement())
            continue;
        if (xml.name() == "name"_L1) {
            context = xml.readElementText();
        } else if (xml.name() == "message"_L1) {
            message = {context, {}, {}, {}, xml.attributes().value("numerus"_L1) == "yes"_L1, false};
        } else if (xml.name() == "source"_L1) {
            message.source = xml.readElementText();
        } else if (xml.name() == "translation"_L1) {
            message.unfinished = xml.attributes().value("type"_L1) == "unfinished"_L1;
            if (!message.numerus) {
                message.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                messages.append(message);
            }
        } else if (xml.name() == "numerusform"_L1) {
            message.forms.append(xml.readElementText());
            message.translation += message.forms.constLast();
        }
    }
    if (xml.hasError())
        qFatal("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return messages;
}

QMultiHash<QString, int> placeholders(const QString &text)
{
    static const QRegularExpression pattern(u"%(L?\\d+|L?n)"_s); // %1, %n and their localized %L1, %Ln
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

QString tsPath(const QString &language)
{
    return QStringLiteral(CQ_SOURCE_DIR "/translations/checkpoint-quiz_%1.ts").arg(language);
}

} // namespace

// The Bengali and Korean .ts files are complete and keep what must not be translated: placeholders, accelerators
// and code identifiers. English is the source language: its .ts file holds only the plural forms.
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
        QTest::addColumn<QStringList>("forms");
        QTest::addColumn<bool>("unfinished");
        for (const QString &language : Language::codes()) {
            if (language == Language::english().code)
                continue; // plural forms only: englishPluralsAreComplete
            const QList<Message> messages = readTs(tsPath(language));
            QVERIFY(messages.size() > 50);
            for (const Message &message : messages)
                QTest::addRow("%s %s: %s", qPrintable(language), qPrintable(message.context),
                              qPrintable(message.source.left(40)))
                    << language << message.context << message.source << message.translation << message.forms
                    << message.unfinished;
        }
    }

    void messagesAreComplete()
    {
        QFETCH(QString, source);
        QFETCH(QString, translation);
        QFETCH(QStringList, forms);
        QFETCH(bool, unfinished);
        QVERIFY(!unfinished);
        QVERIFY(!translation.trimmed().isEmpty());
        // A numerus message is checked form by form ("%n segment" and "%n segments" each keep the %n).
        for (const QString &text : forms.isEmpty() ? QStringList{translation} : forms) {
            QVERIFY(!text.trimmed().isEmpty());
            QCOMPARE(placeholders(text), placeholders(source));
            QCOMPARE(text.count(u'&') > 0, source.count(u'&') > 0);
            QCOMPARE(codeNames(text), codeNames(source));
        }
    }

    // The English file (lupdate -pluralonly) has every numerus message and nothing else, each with its singular
    // and plural finished and keeping the placeholders and code names.
    void englishPluralsAreComplete()
    {
        const QList<Message> messages = readTs(tsPath(Language::english().code));
        QVERIFY(!messages.isEmpty());
        for (const Message &message : messages) {
            const QByteArray where = (message.context + u": "_s + message.source).toUtf8();
            QVERIFY2(message.numerus, where.constData());
            QVERIFY2(!message.unfinished, where.constData());
            QVERIFY2(message.forms.size() == 2, where.constData());
            for (const QString &form : message.forms) {
                QVERIFY2(!form.trimmed().isEmpty(), where.constData());
                QVERIFY2(!form.contains(u"(s)"_s), where.constData());
                QCOMPARE(placeholders(form), placeholders(message.source));
                QCOMPARE(codeNames(form), codeNames(message.source));
            }
        }
        // The other languages' numerus messages come from the same sources, so English has each of them too.
        QSet<QString> english;
        for (const Message &message : messages)
            english.insert(message.context + u'\n' + message.source);
        for (const QString &language : Language::codes()) {
            if (language == Language::english().code)
                continue;
            for (const Message &message : readTs(tsPath(language))) {
                if (message.numerus)
                    QVERIFY2(english.contains(message.context + u'\n' + message.source),
                             qPrintable(language + u' ' + message.context + u": "_s + message.source));
            }
        }
    }

    // In English the plurals file turns "(s)" into a singular or a plural; other texts stay the source.
    void englishPluralForms_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("expected");
        QTest::newRow("1") << 1 << u"a checkpoint every 1 layer"_s;
        QTest::newRow("3") << 3 << u"a checkpoint every 3 layers"_s;
        QTest::newRow("0") << 0 << u"a checkpoint every 0 layers"_s;
    }

    void englishPluralForms()
    {
        QFETCH(int, count);
        QFETCH(QString, expected);
        AppTranslator translator;
        QVERIFY(translator.setLanguage(Language::english().code));
        QCOMPARE(ScheduleCatalog::tr("a checkpoint every %Ln layer(s)", nullptr, count), expected);
        QCOMPARE(ScheduleCatalog::label(ScheduleKind::Uniform), u"Uniform spacing k (textbook)"_s);
    }

    // Without a translator the source text shows: what English looked like before the plurals file.
    void withoutTheEnglishFileTheSourceShows()
    {
        QCOMPARE(ScheduleCatalog::tr("a checkpoint every %Ln layer(s)", nullptr, 1),
                 u"a checkpoint every 1 layer(s)"_s);
    }

    // The language registry and the shipped translations name the same languages: a language without its .ts
    // file would switch the menu but not the words, and a .ts file without an entry would never be offered.
    // English ships one too, with its plural forms only.
    void everyLanguageHasItsTranslation()
    {
        QStringList expected;
        for (const Language &language : Language::all()) {
            expected.append(u"checkpoint-quiz_%1.ts"_s.arg(language.code));
            QVERIFY2(!language.nativeName.isEmpty() && !language.fontPackage.isEmpty()
                         && !language.fontFamily.isEmpty(),
                     qPrintable(language.code));
            // Compiled into the program, so the headless commands find it too.
            QVERIFY2(QFile::exists(u":/i18n/checkpoint-quiz_%1.qm"_s.arg(language.code)), qPrintable(language.code));
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
