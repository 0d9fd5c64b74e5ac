// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/classroom/classreportpage.h"
#include "core/classroom/classresults.h"
#include "core/io/expected.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

// Writes a class's results (ClassResults) for people and programs: JSON (schema in docs/class-view.md; keys as the
// issue and Moodle name them, questions in the bank's order), CSV (one row per student counted), a self-contained HTML
// page in the teacher's language with a bar chart of the option shares per question, and the gradebook CSV that
// Moodle's grade import ("CSV file") takes as it is: an identifier column, one grade column in percent, and its
// feedback column beside it. Every text from a report or a bank is escaped or guarded (a name "=cmd()" stays text).
// ClassReportFormat is the table that picks one of them by a file's extension.
class ClassReportWriter final
{
    Q_DECLARE_TR_FUNCTIONS(ClassReportWriter)
public:
    static constexpr int FormatVersion = 1;
    static QString formatName() { return QStringLiteral("checkpoint-quiz-class"); }

    static QJsonObject toJson(const ClassResults &results);
    static QByteArray json(const ClassResults &results);
    static QByteArray csv(const ClassResults &results);
    // `linkScenes`: each question with a scene links to it ("scene:<index>"), for the window's view.
    static QByteArray html(const ClassResults &results, const QString &language, bool linkScenes = false);
    // What the HTML page and the PDF say, in `language`.
    static ClassReportPage page(const ClassResults &results, const QString &language);

    struct Gradebook
    {
        QByteArray csv;
        QStringList leftOut; // students without an e-mail address or ID number of the column's kind, by name
    };
    // Students are matched by "Email address" when most ids are e-mail addresses, else by "ID number"; the grade is
    // the percent of the whole quiz (create the grade item with a maximum of 100).
    static Gradebook gradebook(const ClassResults &results, const QString &language);
};
