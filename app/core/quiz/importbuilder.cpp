// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/importbuilder.h"

#include "core/i18n/language.h"

#include <QSet>

#include <array>

using namespace Qt::StringLiterals;

void ImportBuilder::add(ImportedQuestion question)
{
    if (isFull()) {
        if (!m_fullReported)
            error(question.place,
                  u"more than %1 questions; the rest of the file is not read"_s.arg(QuestionBankLoader::MaxQuestions));
        m_fullReported = true;
        return;
    }
    const qsizetype count = question.options.size();
    if (count < QuestionBank::MinOptions || count > QuestionBank::MaxOptions) {
        error(question.place, u"a question needs %1 to %2 answers, found %3"_s.arg(QuestionBank::MinOptions)
                                  .arg(QuestionBank::MaxOptions)
                                  .arg(count));
        return;
    }
    if (question.correct < 0 || question.correct >= count) {
        error(question.place, u"no correct answer"_s);
        return;
    }
    QStringList texts{question.stem, question.explanation, question.name};
    texts += question.options;
    texts += question.feedback;
    texts += question.hints;
    for (const QString &text : std::as_const(texts)) {
        if (text.size() > QuestionBankLoader::MaxTextLength) {
            error(question.place, u"text is %1 characters long; the limit is %2"_s.arg(text.size())
                                      .arg(QuestionBankLoader::MaxTextLength));
            return;
        }
    }
    if (question.stem.trimmed().isEmpty()) {
        error(question.place, u"the question has no text"_s);
        return;
    }
    m_questions.append(std::move(question));
}

void ImportBuilder::error(const SourcePlace &place, const QString &message)
{
    m_result.report(BankDiagnostic::error(place, message));
}

void ImportBuilder::warning(const SourcePlace &place, const QString &message)
{
    m_result.report(BankDiagnostic::warning(place, message));
}

void ImportBuilder::skip(const SourcePlace &place, const QString &message)
{
    warning(place, message);
    ++m_result.skippedQuestions;
}

void ImportBuilder::nameQuiz(const QString &title, bool strong)
{
    const QString trimmed = title.simplified();
    if (trimmed.isEmpty() || m_namedStrongly || (!strong && !m_namedTitle.isEmpty()))
        return;
    m_namedTitle = trimmed;
    m_namedStrongly = strong;
}

bool ImportBuilder::isFull() const
{
    return m_questions.size() >= QuestionBankLoader::MaxQuestions;
}

BankImport ImportBuilder::finish()
{
    QString allText;
    for (const ImportedQuestion &question : std::as_const(m_questions))
        allText += question.stem;
    const QString language = guessLanguage(allText);
    const auto localized = [&language](const QString &text) {
        return text.isEmpty() ? LocalizedText() : LocalizedText::single(language, text);
    };

    BankImport result = std::move(m_result);
    result.bank.languages = {language};
    result.bank.id = m_title;
    result.bank.title = localized(m_namedTitle.isEmpty() ? m_title : m_namedTitle);
    result.bank.intro = LocalizedText();
    QSet<QString> ids;
    for (qsizetype q = 0; q < m_questions.size(); ++q) {
        const ImportedQuestion &imported = m_questions.at(q);
        Question question;
        // The author's title when it is a usable id, else the question's number in the file.
        question.id = imported.name.trimmed();
        if (question.id.isEmpty() || ids.contains(question.id))
            question.id = u"q%1"_s.arg(q + 1);
        while (ids.contains(question.id))
            question.id += u'\''; // q3 was an author's title as well
        ids.insert(question.id);
        question.stem = localized(imported.stem);
        question.explanation = localized(imported.explanation);
        for (qsizetype o = 0; o < imported.options.size(); ++o) {
            const QString feedback = o == imported.correct ? QString() : imported.feedback.value(o);
            question.options.append({localized(imported.options.at(o)), localized(feedback)});
        }
        question.correctOption = imported.correct;
        for (const QString &hint : imported.hints)
            question.hints.append({localized(hint), {}, {}});
        result.add(std::move(question), imported.place);
    }
    std::stable_sort(result.diagnostics.begin(), result.diagnostics.end(),
                     [](const BankDiagnostic &a, const BankDiagnostic &b) {
                         return std::pair(a.place.line, a.place.column) < std::pair(b.place.line, b.place.column);
                     });
    return result;
}

QString ImportBuilder::guessLanguage(const QString &text)
{
    std::array<qsizetype, QChar::ScriptCount> letters{};
    for (const QChar c : text) {
        if (c.isLetter())
            ++letters[c.script()];
    }
    const Language *best = &Language::english();
    for (const Language &language : Language::all()) {
        if (letters.at(language.script) > letters.at(best->script))
            best = &language;
    }
    return best->code;
}
