// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/lesson.h"
#include "core/quiz/questionbank.h"
#include "quiz/bankchecks.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

// One term per concept in every shipped bank (resources/quizzes/*.json), the first lesson, the practice templates
// (resources/practice/templates.json), the term the UI beside the quiz uses (translations/*.ts, and Qt's own dialogs
// in qtbase_bn.ts), and one numeral policy per language. The terms are docs/glossary.md's tables. A banned variant
// is a plain substring unless it starts with "re:", then it is a regular expression.
namespace {

struct Term
{
    QString idea;
    QString allowed;
    QStringList banned;
};

// The tables of docs/glossary.md, by language ("bn", "ko"): one row per concept, the "avoid" column's code spans as
// the banned variants (with "\\|" standing for "|"). The file is the decision; this test only reads it.
QHash<QString, QList<Term>> readGlossary(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = path + u": "_s + file.errorString();
        return {};
    }
    static const QRegularExpression heading(u"^## .*\\((bn|ko)\\)\\s*$"_s);
    static const QRegularExpression cellSeparator(u"(?<!\\\\)\\|"_s);
    static const QRegularExpression codeSpan(u"`([^`]+)`"_s);
    QHash<QString, QList<Term>> glossary;
    QString language;
    const QStringList lines = QString::fromUtf8(file.readAll()).split(u'\n');
    for (const QString &line : lines) {
        if (line.startsWith(u"## "_s)) {
            const QRegularExpressionMatch match = heading.match(line);
            language = match.hasMatch() ? match.captured(1) : QString();
            continue;
        }
        if (language.isEmpty() || !line.startsWith(u'|'))
            continue;
        const QStringList cells = line.split(cellSeparator);
        if (cells.size() < 5 || cells.at(1).trimmed() == u"concept"_s || cells.at(1).startsWith(u"---"_s))
            continue;
        Term term{cells.at(1).trimmed(), cells.at(2).trimmed(), {}};
        for (auto it = codeSpan.globalMatch(cells.at(3)); it.hasNext();)
            term.banned.append(it.next().captured(1).replace(u"\\|"_s, u"|"_s));
        glossary[language].append(term);
    }
    return glossary;
}

const QHash<QString, QList<Term>> &glossary()
{
    static const QHash<QString, QList<Term>> terms = [] {
        QString error;
        QHash<QString, QList<Term>> read = readGlossary(QStringLiteral(CQ_SOURCE_DIR "/docs/glossary.md"), &error);
        if (!error.isEmpty())
            qFatal("%s", qPrintable(error));
        return read;
    }();
    return terms;
}

const QList<Term> &bengali()
{
    static const QList<Term> terms = glossary().value(u"bn"_s);
    return terms;
}

const QList<Term> &korean()
{
    static const QList<Term> terms = glossary().value(u"ko"_s);
    return terms;
}

QString bannedIn(const QString &text, const QString &variant)
{
    if (variant.startsWith(u"re:"_s)) {
        const QRegularExpression pattern(variant.mid(3));
        Q_ASSERT(pattern.isValid());
        const QRegularExpressionMatch match = pattern.match(text);
        return match.hasMatch() ? match.captured() : QString();
    }
    return text.contains(variant) ? variant : QString();
}

// One finished translation in a Qt Linguist file; a numerus entry gives one text per form.
struct UiText
{
    QString context;
    QString source;
    QString translation;
};

// The translations a user can see: entries marked unfinished, vanished or obsolete are skipped, and so are empty
// ones. Returns an empty list and sets `error` if the file cannot be read or is not well-formed XML.
QList<UiText> finishedTranslations(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = path + u": "_s + file.errorString();
        return {};
    }
    QList<UiText> texts;
    QXmlStreamReader xml(&file);
    QString context, source, type, text;
    QStringList forms;
    bool inMessage = false;
    bool inTranslation = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const QStringView name = xml.name();
            if (name == u"name"_s && !inMessage) {
                context = xml.readElementText();
            } else if (name == u"message"_s) {
                inMessage = true;
                source.clear();
                forms.clear();
            } else if (name == u"source"_s && inMessage) {
                source = xml.readElementText();
            } else if (name == u"translation"_s && inMessage) {
                inTranslation = true;
                type = xml.attributes().value(u"type"_s).toString();
                text.clear();
            } else if (name == u"numerusform"_s && inTranslation) {
                forms.append(xml.readElementText());
            }
        } else if (xml.isCharacters() && inTranslation) {
            text += xml.text();
        } else if (xml.isEndElement()) {
            if (xml.name() == u"translation"_s) {
                inTranslation = false;
            } else if (xml.name() == u"message"_s) {
                inMessage = false;
                const bool finished = type != u"unfinished"_s && type != u"vanished"_s && type != u"obsolete"_s;
                if (forms.isEmpty())
                    forms.append(text);
                for (const QString &form : std::as_const(forms)) {
                    if (finished && !form.trimmed().isEmpty())
                        texts.append({context, source, form});
                }
            }
        }
    }
    if (xml.hasError()) {
        *error = u"%1:%2: %3"_s.arg(path).arg(xml.lineNumber()).arg(xml.errorString());
        return {};
    }
    return texts;
}

// The glossary's refused variants and the numeral policy over UI texts. The numeral policy skips the command line's
// contexts, whose digits are values the user types (--zero 3), and the placeholders the program fills in.
QStringList uiFailures(const QList<UiText> &texts, const QString &language)
{
    static const QRegularExpression placeholder(u"%L?(?:\\d+|n)"_s);
    const QList<Term> &terms = language == u"bn"_s ? bengali() : korean();
    QStringList failures;
    for (const UiText &text : texts) {
        for (const Term &term : terms) {
            for (const QString &variant : term.banned) {
                const QString found = bannedIn(text.translation, variant);
                if (!found.isEmpty()) {
                    failures.append(u"[%1] \"%2\": %3: \"%4\" (write %5) in: %6"_s.arg(
                        text.context, text.source, term.idea, found, term.allowed, text.translation));
                }
            }
        }
        // Qt's print dialog parses the page ranges its example shows ("3,5-7,9") in Latin digits only.
        if (text.context.endsWith(u"Command"_s) || text.context == u"CommandLine"_s
            || text.context == u"QPrintSettingsOutput"_s)
            continue;
        const QString digits = BankChecks::numeralPolicyViolation(
            language, QString(text.translation).replace(placeholder, u"%"_s));
        if (!digits.isEmpty())
            failures.append(u"[%1] \"%2\": digits \"%3\" in: %4"_s.arg(text.context, text.source, digits,
                                                                        text.translation));
    }
    return failures;
}

} // namespace

class TestGlossary final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        const QStringList files = BankChecks::shippedBankFiles();
        QVERIFY2(files.size() >= 2, "the seed quiz and the deeper question set");
        for (const QString &file : files) {
            const Expected<QuestionBank> loaded = QuestionBankLoader::fromFile(file);
            QVERIFY2(bool(loaded), qPrintable(loaded.error()));
            m_banks.append(*loaded);
        }
    }

    // The glossary's tables are read whole: every row, its variants with their escaped pipes restored.
    void glossaryIsRead()
    {
        QCOMPARE(glossary().keys().size(), 2);
        QVERIFY2(bengali().size() >= 30, qPrintable(QString::number(bengali().size())));
        QVERIFY2(korean().size() >= 20, qPrintable(QString::number(korean().size())));
        const auto find = [](const QList<Term> &terms, const QString &idea) {
            const auto it = std::find_if(terms.cbegin(), terms.cend(), [&](const Term &t) { return t.idea == idea; });
            return it == terms.cend() ? Term{} : *it;
        };
        const Term backward = find(bengali(), u"backward pass"_s);
        QCOMPARE(backward.allowed, u"ব্যাকপ্রোপাগেশন"_s);
        QCOMPARE(backward.banned.value(1), u"re:ব্যাকওয়ার্ড(?!/ফরওয়ার্ড| পাসের \\(ব্যাকপ্রোপাগেশন\\))"_s);
        QCOMPARE(find(korean(), u"question"_s).banned, QStringList{u"문항"_s});
        // A glossary that cannot be read is an error, not an empty list of terms.
        QString error;
        QVERIFY(readGlossary(u"/nonexistent/glossary.md"_s, &error).isEmpty());
        QVERIFY(!error.isEmpty());
    }

    void glossaryIsWellFormed()
    {
        for (const QList<Term> *terms : {&bengali(), &korean()}) {
            for (const Term &term : *terms) {
                for (const QString &variant : term.banned) {
                    if (variant.startsWith(u"re:"_s))
                        QVERIFY2(QRegularExpression(variant.mid(3)).isValid(), qPrintable(variant));
                    // The allowed term must not itself be banned.
                    QVERIFY2(bannedIn(term.allowed, variant).isEmpty(), qPrintable(term.idea));
                }
            }
        }
        // The patterns catch what they are for and spare what they must.
        QCOMPARE(bannedIn(u"একই dropout মাস্ক"_s, u"re:(?<![.\\w])dropout"_s), u"dropout"_s);
        QVERIFY(bannedIn(u"torch.nn.Dropout, nn.dropout"_s, u"re:(?<![.\\w])dropout"_s).isEmpty());
        QVERIFY(bannedIn(u"ম্যাট্রিক্স গুণন"_s, u"re:ম্যাট্রিক্স গুণ(?!ন)"_s).isEmpty());
        QVERIFY(bannedIn(u"এক পিক্সেলের চেয়েও সরু"_s, u"re:পিক(?!্)"_s).isEmpty());
        QCOMPARE(bannedIn(u"পিক মেমরি"_s, u"re:পিক(?!্)"_s), u"পিক"_s);
        QVERIFY(!bannedIn(u"(কেবল non-reentrant মোডে)"_s, u"re:(?<!\\()\\bnon-reentrant"_s).isEmpty());
        QVERIFY(bannedIn(u"নন-রিএন্ট্রান্ট (non-reentrant), use_reentrant=False"_s, u"re:(?<!\\()\\bnon-reentrant"_s)
                    .isEmpty());
        QVERIFY(
            bannedIn(u"রিএন্ট্রান্ট (reentrant), (non-reentrant), use_reentrant"_s, u"re:(?<![(\\-_])\\breentrant\\b"_s)
                .isEmpty());
        const QString backward = u"re:ব্যাকওয়ার্ড(?!/ফরওয়ার্ড| পাসের \\(ব্যাকপ্রোপাগেশন\\))"_s;
        QVERIFY(bannedIn(u"ব্যাকওয়ার্ড/ফরওয়ার্ড খরচ"_s, backward).isEmpty());
        QVERIFY(bannedIn(u"একটি ব্যাকওয়ার্ড পাসের (ব্যাকপ্রোপাগেশন) খরচ"_s, backward).isEmpty());
        QCOMPARE(bannedIn(u"ব্যাকওয়ার্ড পাসে অ্যাক্টিভেশন লাগে"_s, backward), u"ব্যাকওয়ার্ড"_s);
        QCOMPARE(bannedIn(u"ব্যাকওয়ার্ডের সময়"_s, backward), u"ব্যাকওয়ার্ড"_s);
        QVERIFY(bannedIn(u"সিম্বলিক লিংকের স্তর খুব বেশি"_s, u"re:(?<!লিংকের )স্তর"_s).isEmpty());
        QCOMPARE(bannedIn(u"প্রতিটি স্তরের ইনপুট"_s, u"re:(?<!লিংকের )স্তর"_s), u"স্তর"_s);
        // Language review 2: the old variants are refused, the chosen terms pass.
        const auto refused = [](const QList<Term> &terms, const QString &text) {
            QStringList found;
            for (const Term &term : terms) {
                for (const QString &variant : term.banned) {
                    if (const QString match = bannedIn(text, variant); !match.isEmpty())
                        found.append(match);
                }
            }
            return found;
        };
        QCOMPARE(refused(bengali(), u"সিলেক্টিভ: অ্যাটেনশনের মূল অংশ পুনর্গণনা করা হয়"_s), QStringList{u"অ্যাটেনশনের মূল"_s});
        QCOMPARE(refused(bengali(), u"ফরওয়ার্ডের পার্শ্বপ্রতিক্রিয়াগুলোও"_s), QStringList{u"পার্শ্বপ্রতিক্রিয়া"_s});
        QCOMPARE(refused(bengali(), u"রানিং পরিসংখ্যান আবার হালনাগাদ করে"_s), QStringList{u"হালনাগাদ"_s});
        QCOMPARE(refused(bengali(), u"ছায়া দেওয়া পুনর্গণনা"_s), QStringList{u"ছায়া দেওয়া"_s});
        QCOMPARE(refused(bengali(), u"একক চেইন"_s), QStringList{u"একক চেইন"_s});
        QCOMPARE(refused(bengali(), u"উপরের ফোল্ডারে যান"_s), QStringList{u"উপর"_s});
        QCOMPARE(refused(bengali(), u"খুলুন(&O)"_s), QStringList{u"ন(&"_s});
        // Language review 3: the terms the new texts split (F10-F15, F17-F19, F21, F23, F24).
        QCOMPARE(refused(bengali(), u"আসল মডেল ট্যাব খুলুন"_s), QStringList{u"আসল মডেল"_s});
        QCOMPARE(refused(bengali(), u"পূর্ণ পুনর্গণনায় শুধু ইনপুট"_s), QStringList{u"পূর্ণ পুনর্গণনা"_s});
        QCOMPARE(refused(bengali(), u"বাছাই করা চেকপয়েন্টিং"_s), QStringList{u"বাছাই করা চেকপয়েন্টিং"_s});
        QCOMPARE(refused(bengali(), u"সর্বোত্তম সূচি (Revolve)"_s), QStringList{u"সর্বোত্তম সূচি"_s});
        QCOMPARE(refused(bengali(), u"কাঙ্ক্ষিত ধারণক্ষমতা: …"_s), QStringList{u"কাঙ্ক্ষিত ধারণক্ষমতা"_s});
        QCOMPARE(refused(bengali(), u"তখনও উত্তরটি জানা"_s), QStringList{u"তখনও"_s});
        QCOMPARE(refused(bengali(), u"পেপারের টেবিল ২ অনুযায়ী"_s), QStringList{u"টেবিল ২"_s});
        QCOMPARE(refused(bengali(), u"%1 (%Ln টি প্রশ্ন)"_s), QStringList{u"%Ln টি"_s});
        QCOMPARE(refused(bengali(), u"(৮ টি প্রশ্ন)"_s), QStringList{u"৮ টি"_s});
        QVERIFY(refused(bengali(), u"বাস্তব মডেল; পুরো পুনর্গণনা; সিলেক্টিভ চেকপয়েন্টিং; পুনরালোচনার সূচি; কাঙ্ক্ষিত মনে "
                                   u"রাখার হার; GPU-র ধারণক্ষমতার বেশি; তখনো; Table 2; %Lnটি প্রশ্ন; ৮টি; ৮ টিকিট"_s)
                    .isEmpty());
        QCOMPARE(refused(korean(), u"%1 (%Ln문항)"_s), QStringList{u"문항"_s});
        QCOMPARE(refused(korean(), u"사이의 dense 레이어는"_s), QStringList{u"dense 레이어"_s});
        QVERIFY(refused(korean(), u"%1 (%Ln문제); 밀집(dense) 레이어; 모델 상태를 샤딩하고"_s).isEmpty());
        QVERIFY(refused(bengali(), u"সিলেক্টিভ: অ্যাটেনশন কোর পুনর্গণনা করা হয়; সাইড এফেক্ট; আবার আপডেট করে; শেড করা "
                                   u"অংশ; ইউনিট চেইন; ওপরের ফোল্ডার; উপরন্তু; এখনো; খুলুন (&O)"_s)
                    .isEmpty());
        QCOMPARE(refused(korean(), u"선택적: 어텐션 핵심 부분을 재계산"_s), QStringList{u"어텐션 핵심"_s});
        QCOMPARE(refused(korean(), u"BatchNorm의 이동 통계(running statistics)"_s), QStringList{u"이동 통계"_s});
        QCOMPARE(refused(korean(), u"틀린 %Ln문제 다시 풀기"_s), QStringList{u"틀린 %Ln문제 다시"_s});
        QCOMPARE(refused(korean(), u"틀린 문제 다시 풀기"_s), QStringList{u"틀린 문제 다시"_s});
        QCOMPARE(refused(korean(), u"역전파를 재생해 보세요: 앞의"_s), QStringList{u"세요"_s});
        QVERIFY(refused(korean(), u"선택적: 어텐션 코어를 재계산; BatchNorm의 러닝 통계; 놓친 3문제 다시 풀기; "
                                  u"“%1” 선택지가 틀린 이유; 재생해 보십시오; 세요소"_s)
                    .isEmpty());
    }

    // The .ts reader sees every finished entry (plain and numerus) and skips what no user sees.
    void uiTranslationsAreRead_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("bn") << u"bn"_s;
        QTest::newRow("ko") << u"ko"_s;
    }
    void uiTranslationsAreRead()
    {
        QFETCH(QString, language);
        QString error;
        const QList<UiText> texts = finishedTranslations(uiFile(language), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(texts.size() > 300, qPrintable(QString::number(texts.size())));
        const auto has = [&](const char *context, const QString &source) {
            return std::any_of(texts.cbegin(), texts.cend(), [&](const UiText &text) {
                return text.context == QLatin1StringView(context) && text.source == source;
            });
        };
        QVERIFY(has("SimulatorPanel", u"Backward/forward cost"_s));
        QVERIFY(has("ScheduleCatalog", u"%Ln segment(s)"_s)); // a numerus entry
    }

    // Issue 12: one term per concept in the UI too, in every translation a user can see, Qt's own dialogs included.
    void uiTranslationsUseTheGlossary_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("file");
        QTest::newRow("bn") << u"bn"_s << uiFile(u"bn"_s);
        QTest::newRow("ko") << u"ko"_s << uiFile(u"ko"_s);
        QTest::newRow("bn qtbase") << u"bn"_s << QStringLiteral(CQ_SOURCE_DIR "/translations/qtbase_bn.ts");
    }
    void uiTranslationsUseTheGlossary()
    {
        QFETCH(QString, language);
        QFETCH(QString, file);
        QString error;
        const QList<UiText> texts = finishedTranslations(file, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QStringList failures = uiFailures(texts, language);
        QVERIFY2(failures.isEmpty(), qPrintable(u"\n"_s + failures.join(u'\n')));
    }

    // Language review 3, F13: the check above catches a planted split term and a planted Latin digit, and spares the
    // command line's option values and the numbers the program fills in.
    void uiCheckCatchesWhatItIsFor()
    {
        const QList<UiText> planted{
            {u"MainWindow"_s, u"Real model (GiB)"_s, u"আসল মডেল (GiB)"_s},
            {u"TransformerModel"_s, u"the layers must be 1 to %1"_s, u"লেয়ারের সংখ্যা 1 থেকে %L1 পর্যন্ত হতে হবে"_s},
            {u"SimulateCommand"_s, u"ZeRO stage (0 to 3)"_s, u"ZeRO স্টেজ (0 থেকে 3)"_s},
            {u"Planner"_s, u"%Ln GPU(s)"_s, u"%Lnটি GPU, সর্বোচ্চ ১,০০০,০০০"_s},
        };
        const QStringList failures = uiFailures(planted, u"bn"_s);
        QCOMPARE(failures.size(), 2);
        QVERIFY2(failures.at(0).contains(u"আসল মডেল"_s), qPrintable(failures.at(0)));
        QVERIFY2(failures.at(1).contains(u"digits \"1\""_s), qPrintable(failures.at(1)));
        QVERIFY(uiFailures({{u"Planner"_s, u"%1 GPUs"_s, u"GPU 8개, 최대 1,000,000"_s}}, u"ko"_s).isEmpty());
        QCOMPARE(uiFailures({{u"Planner"_s, u"%1 GPUs"_s, u"GPU ৮개"_s}}, u"ko"_s).size(), 1);
    }

    // The first lesson's texts follow the glossary and the numeral policy like the banks.
    void lessonUsesTheGlossary_data() { practiceTemplatesUseTheGlossary_data(); }
    void lessonUsesTheGlossary()
    {
        QFETCH(QString, language);
        const Expected<Lesson> lesson = Lesson::first();
        QVERIFY2(bool(lesson), qPrintable(lesson.error()));
        QList<UiText> texts{{u"lesson"_s, u"title"_s, lesson->title.text(language)}};
        for (const LessonStep &step : lesson->steps)
            texts.append({u"lesson"_s, step.text.text(u"en"_s), step.text.text(language)});
        const QStringList failures = uiFailures(texts, language);
        QVERIFY2(failures.isEmpty(), qPrintable(u"\n"_s + failures.join(u'\n')));
    }

    void oneTermPerConcept_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("bank");
        for (int b = 0; b < m_banks.size(); ++b) {
            QTest::addRow("%s bn", qPrintable(m_banks.at(b).id)) << u"bn"_s << b;
            QTest::addRow("%s ko", qPrintable(m_banks.at(b).id)) << u"ko"_s << b;
        }
    }
    void oneTermPerConcept()
    {
        QFETCH(QString, language);
        QFETCH(int, bank);
        const QList<Term> &terms = language == u"bn"_s ? bengali() : korean();
        for (const LocalizedText &localized : BankChecks::texts(m_banks.at(bank))) {
            const QString text = localized.text(language);
            for (const Term &term : terms) {
                for (const QString &variant : term.banned) {
                    const QString found = bannedIn(text, variant);
                    QVERIFY2(found.isEmpty(), qPrintable(u"%1: \"%2\" (write %3) in: %4"_s.arg(
                                                  term.idea, found, term.allowed, text)));
                }
            }
        }
    }

    void numeralPolicy_data() { oneTermPerConcept_data(); }
    void numeralPolicy()
    {
        QFETCH(QString, language);
        QFETCH(int, bank);
        for (const LocalizedText &localized : BankChecks::texts(m_banks.at(bank))) {
            const QString text = localized.text(language);
            const QString token = BankChecks::numeralPolicyViolation(language, text);
            QVERIFY2(token.isEmpty(), qPrintable(u"digits \"%1\" in: %2"_s.arg(token, text)));
        }
    }

    void numeralPolicyItself()
    {
        using BankChecks::numeralPolicyViolation;
        QCOMPARE(numeralPolicyViolation(u"bn"_s, u"মেমরি 48 GB থেকে"_s), u"48"_s);
        QCOMPARE(numeralPolicyViolation(u"bn"_s, u"k = 10 হলে"_s), u"10"_s);
        QCOMPARE(numeralPolicyViolation(u"bn"_s, u"প্রায় 30% বেশি"_s), u"30%"_s);
        // B-14: a Latin digit in a formula is a violation too, a coefficient or a constant alike.
        QCOMPARE(numeralPolicyViolation(u"bn"_s, u"প্রায় 2·sqrt(N)-টি অ্যাক্টিভেশন"_s), u"2·sqrt(N)-টি"_s);
        QCOMPARE(numeralPolicyViolation(u"bn"_s, u"সর্বোচ্চ মান m − 1 + max(r, k − ১)"_s), u"1"_s);
        QCOMPARE(numeralPolicyViolation(u"bn"_s, u"(m − ১)(k − 1) = %5 × %6"_s), u"1)"_s);
        QCOMPARE(numeralPolicyViolation(u"bn"_s, u"GELU আর 4h চওড়া MLP"_s), u"4h"_s);
        QCOMPARE(numeralPolicyViolation(u"bn"_s, u"f = 3.5h-এর SwiGLU"_s), u"3.5h-এর"_s);
        QCOMPARE(numeralPolicyViolation(u"bn"_s, u"N = ১০০টি লেয়ারে 19টি"_s), u"19টি"_s);
        QVERIFY(numeralPolicyViolation(u"bn"_s, u"১,০০০ লেয়ার, ৪৮ GB, k = ১০, ২·sqrt(N), m − ১ + max(r, k − ১), "
                                                u"(m − ১)(k − ১), ২৪bsh² + ৪bs²h, f = ৩.৫h"_s)
                    .isEmpty());
        // Code, names, versions and years keep their Latin digits.
        QVERIFY(numeralPolicyViolation(u"bn"_s, u"(Chen et al. 2016), Griewank & Walther 2000, PyTorch 2.1-এ, "
                                                u"PyTorch 2.x-এর, GPT-3 175B-এর, পেপারের Eq. 9, Algorithm 1-এ"_s)
                    .isEmpty());
        QVERIFY(numeralPolicyViolation(u"bn"_s, u"Llama-3.1-8B-এর, ZeRO-3, fp32, torch.utils.checkpoint, "
                                                u"pytorch/pytorch#96136, arXiv:2205.05198, use_reentrant=False"_s)
                    .isEmpty());
        QCOMPARE(numeralPolicyViolation(u"ko"_s, u"피크 ১৯"_s), u"১"_s);
        QVERIFY(numeralPolicyViolation(u"ko"_s, u"피크 19, 추가 순전파 81회"_s).isEmpty());
    }

    // The practice templates follow the glossary and the numeral policy too (B-4, B-14, K-4); their placeholders
    // are filled with each language's digits by PracticeText.
    void practiceTemplatesUseTheGlossary_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("bn") << u"bn"_s;
        QTest::newRow("ko") << u"ko"_s;
    }
    void practiceTemplatesUseTheGlossary()
    {
        QFETCH(QString, language);
        QFile file(QStringLiteral(CQ_SOURCE_DIR "/resources/practice/templates.json"));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.errorString()));
        QJsonParseError parseError;
        const QJsonObject templates = QJsonDocument::fromJson(file.readAll(), &parseError).object();
        QVERIFY2(parseError.error == QJsonParseError::NoError, qPrintable(parseError.errorString()));
        QVERIFY(templates.size() > 40);
        static const QRegularExpression placeholder(u"%L?\\d+"_s);
        const QList<Term> &terms = language == u"bn"_s ? bengali() : korean();
        QStringList failures;
        for (auto entry = templates.begin(); entry != templates.end(); ++entry) {
            const QString text = entry.value().toObject().value(language).toString();
            QVERIFY2(!text.isEmpty(), qPrintable(entry.key()));
            for (const Term &term : terms) {
                for (const QString &variant : term.banned) {
                    if (const QString found = bannedIn(text, variant); !found.isEmpty())
                        failures.append(u"%1: %2: \"%3\" (write %4)"_s.arg(entry.key(), term.idea,
                                                                           found, term.allowed));
                }
            }
            const QString token
                = BankChecks::numeralPolicyViolation(language, QString(text).replace(placeholder, u"%"_s));
            if (!token.isEmpty())
                failures.append(u"%1: digits \"%2\" in: %3"_s.arg(entry.key(), token, text));
        }
        QVERIFY2(failures.isEmpty(), qPrintable(u"\n"_s + failures.join(u'\n')));
    }

    void noTranslatedCodeNames()
    {
        for (const QuestionBank &bank : std::as_const(m_banks)) {
            for (const LocalizedText &localized : BankChecks::texts(bank)) {
                for (const QString &language : Language::codes()) {
                    const QString found = BankChecks::translatedTorchName(localized.text(language));
                    QVERIFY2(found.isEmpty(), qPrintable(bank.id + u": "_s + found));
                }
            }
        }
    }

private:
    static QString uiFile(const QString &language)
    {
        return QStringLiteral(CQ_SOURCE_DIR "/translations/checkpoint-quiz_") + language + u".ts"_s;
    }

    QList<QuestionBank> m_banks;
};

QTEST_GUILESS_MAIN(TestGlossary)
#include "tst_glossary.moc"
