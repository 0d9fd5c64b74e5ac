// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QList>
#include <QString>

// What the class report says to people, resolved to the teacher's language and digits (ClassReportWriter::page()):
// the title, the test's statistics, per question its statistics, Moodle's flags and the option shares with their
// misconceptions, the students and the reports left out. The HTML page and the PDF draw this one description, so
// they cannot disagree; texts are plain (each writer escapes or lays them out).
struct ClassReportPage
{
    struct Row
    {
        QString label;
        QString value;
        bool flagged = false; // outside Moodle's thresholds
    };
    struct Option
    {
        QString number;
        QString count;
        QString share; // "38%"
        double sharePercent = 0;
        QString text;
        bool correct = false;
        QString misconception; // "Why it is wrong: …" (the bank's feedback for the option), empty when none
    };
    struct Question
    {
        QString heading; // "Question 3"
        QString stem;
        QList<Row> statistics;
        QString flags; // "Worth a second look: …", empty when none
        QList<Option> options;
        QString unanswered;    // "2 Not answered", empty when every student answered
        bool hasScene = false; // the window links it to the simulator (sceneLink)
    };
    struct Student
    {
        QString name;
        QString id;
        QString score; // with "(late)" for an assignment handed in after its due date
        QString source;
    };

    QString language;
    QString appName;
    QString title;     // "Class results: <quiz>"
    QString version;   // "Quiz version (SHA-256): …"
    QString sceneLink; // "Show in the simulator"
    QString testHeading;
    QList<Row> test;
    QString testFlag; // the CIC warning, empty when none
    QString questionsHeading;
    QString optionHeaders[4]; // Option, Chosen by, Share, Response
    QList<Question> questions;
    QString studentsHeading;
    QString studentHeaders[4]; // Learner, e-mail or ID, Score, File
    QList<Student> students;
    QString leftOutHeading;
    QString leftOutHeaders[2]; // File, Why
    QList<Row> leftOut;        // label: the file, value: why
};
