#pragma once

#include "core/io/jsonsource.h"
#include "core/quiz/question.h"

#include <QList>
#include <QString>

#include <optional>

// A quiz as loaded from a bank file (schema: docs/quiz-bank-format.md). Value type; the loader is the only
// way to make one from a file, so every QuestionBank in the app has passed validation.
struct QuestionBank
{
    static constexpr int FormatVersion = 1;
    static constexpr int OptionsPerQuestion = 4;

    QString id;
    LocalizedText title;
    LocalizedText intro;
    QList<Question> questions;
};

// Reads and validates a bank. Errors name the file, the place (line:column for syntax, a JSON path such as
// $.questions[2].options[1].text.bn for content) and what was expected, so a teacher can fix their file.
class QuestionBankLoader final
{
public:
    static constexpr qint64 MaxFileSize = 4 * 1024 * 1024;

    struct Result
    {
        std::optional<QuestionBank> bank;
        QString error;
    };

    static Result fromFile(const QString &path);
    static Result fromJson(const QByteArray &json, const QString &sourceName);

private:
    static Result fromSource(const JsonSource::Result &source, const QString &sourceName);
};
