// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/report/reportfact.h"

#include <QCoreApplication>
#include <QList>
#include <QLocale>
#include <QString>

struct SimulatorReadings;
class QDateTime;
enum class ScheduleKind : quint8;

// The fixed words of the human-readable reports (PDF, HTML, printing), in one translation context so that
// translators see each label once and every format says the same thing. Strings hold no markup: the writers
// add it. Numbers follow one policy per language, the app's: the language's own digits (Bengali ০-৯ in bn, Latin
// in en and ko) without digit grouping, in every section, because every number is formatted here with the report
// language's QLocale (number()), never by the window in the screen's locale nor by QString::arg(int), which is
// always Latin. Dates stay ISO-like "yyyy-MM-dd HH:mm" in Latin digits so reports compare at a glance.
class ReportLabels final
{
    Q_DECLARE_TR_FUNCTIONS(ReportLabels)
public:
    static QString appName() { return QString::fromLatin1("Checkpoint Quiz"); } // a product name, never translated
    static QString reportTitle() { return tr("Score report"); }
    static QString learner() { return tr("Learner"); }
    static QString noName() { return tr("Not given"); }
    static QString language() { return tr("Language"); }
    static QString started() { return tr("Started"); }
    static QString finished() { return tr("Finished"); }
    static QString notFinished() { return tr("Not finished"); }
    static QString duration() { return tr("Duration"); }
    static QString exported() { return tr("Exported"); }
    static QString appVersion() { return tr("App version"); }
    static QString learnerId() { return tr("E-mail or ID number"); }
    static QString mode() { return tr("Mode"); }
    static QString immediateMode() { return tr("Immediate feedback"); }
    static QString examMode(const QString &lang, int timeLimitMinutes)
    {
        //: %1 is a number of minutes.
        return timeLimitMinutes > 0 ? tr("Exam, %1-minute time limit").arg(number(lang, timeLimitMinutes))
                                    : tr("Exam, no time limit");
    }
    static QString retryMode(const QString &lang, int missed, int whole)
    {
        //: %1 and %2 are question counts.
        return tr("Retry of %1 missed questions (the quiz has %2)").arg(number(lang, missed), number(lang, whole));
    }
    static QString paperMode() { return tr("Answers on paper, entered with the report command"); }
    static QString wholeQuizScore() { return tr("Score on the whole quiz"); }
    static QString attemptId() { return tr("Attempt"); }
    //: The identifier of the teacher's assignment file the attempt answers.
    static QString assignmentId() { return tr("Assignment"); }
    static QString due() { return tr("Due"); }
    //: %1 is the due date and time.
    static QString handedInLate(const QString &due) { return tr("%1 (handed in late)").arg(due); }
    //: The SHA-256 digest of the quiz bank's content: equal for reports of the same version of a quiz.
    static QString bankDigest() { return tr("Quiz version (SHA-256)"); }
    //: The SHA-256 digest of this report's content: shows accidental edits.
    static QString reportDigest() { return tr("Report digest (SHA-256)"); }
    static QString score() { return tr("Score"); }
    static QString scoreValue(const QString &lang, int correct, int total, int percent)
    {
        return tr("%1 of %2 correct (%3%)").arg(number(lang, correct), number(lang, total), number(lang, percent));
    }
    static QString completeAttempt(const QString &lang, int total)
    {
        //: %1 is the number of questions; the count picks the plural form.
        return tr("Complete attempt: all %1 questions answered", nullptr, total).arg(number(lang, total));
    }
    static QString partialAttempt(const QString &lang, int answered, int total)
    {
        return tr("Partial attempt: %1 of %2 answered").arg(number(lang, answered), number(lang, total));
    }
    static QString questions() { return tr("Questions"); }
    static QString numberColumn() { return tr("No."); }
    static QString resultColumn() { return tr("Result"); }
    static QString questionColumn() { return tr("Question"); }
    static QString yourAnswer() { return tr("Your answer"); }
    static QString correctAnswer() { return tr("Correct answer"); }
    static QString notAnswered() { return tr("Not answered"); }
    static QString right() { return tr("Right"); }
    static QString wrong() { return tr("Wrong"); }
    static QString explanations() { return tr("Explanations"); }
    static QString question(const QString &lang, int n) { return tr("Question %1").arg(number(lang, n)); }
    static QString explanation() { return tr("Explanation"); }
    static QString aboutYourAnswer() { return tr("Why your answer is not right"); }
    static QString hintsUsed() { return tr("Hints used"); }
    static QString reference() { return tr("Reference"); }
    static QString simulator() { return tr("Simulator at export time"); }
    static QString chart() { return tr("Memory chart as shown in the simulator"); }
    static QString chartUnreadable() { return tr("The chart image could not be read."); }
    static QString page(const QString &lang, int n, int total)
    {
        return tr("Page %1 of %2").arg(number(lang, n), number(lang, total));
    }

    // Symbols, not words, so the table column stays narrow; right()/wrong() give their accessible names. The quiz
    // page, its progress strip and the results list use the same marks.
    static QString rightMark() { return QString(QChar(0x2713)); }
    static QString wrongMark() { return QString(QChar(0x2717)); }
    static QString unansweredMark() { return QString(QChar(0x2013)); }
    static QString noMark() { return QString(QChar(0x2013)); }

    // The simulator section's lines, labelled and formatted here like the rest of the report.
    static QString schedule() { return tr("Schedule"); }
    static QString layers() { return tr("Layers N"); }
    static QString backwardRatio() { return tr("Backward/forward cost"); }
    static QString peakMemory() { return tr("Peak memory"); }
    static QString activationsOf(const QString &lang, qint64 count, qint64 total)
    {
        return tr("%1 of %2 saved activations").arg(number(lang, count), number(lang, total));
    }
    static QString savedAfterForward() { return tr("Held after forward"); }
    static QString layerForwards() { return tr("Layer forwards"); }
    static QString extraForwards() { return tr("Extra layer forwards"); }
    static QString computeOverhead() { return tr("Recompute overhead (forward+backward compute)"); }
    static QString percentMore(const QString &lang, double fraction)
    {
        return tr("+%1%").arg(number(lang, 100.0 * fraction, 1));
    }

    static QList<ReportFact> simulatorFigures(const QString &lang, const SimulatorReadings &readings);

    // The report's digit policy (see the class comment): the language's digits, no digit grouping.
    static QLocale locale(const QString &lang);
    static QString number(const QString &lang, qint64 value);
    static QString number(const QString &lang, double value, int decimals);

    // The questions table shows a question's first TableQuestionLength characters or so: enough to tell the
    // questions apart, while the whole text stands above its explanation (a bank's stem can be very long).
    static constexpr qsizetype TableQuestionLength = 200;
    // text, or its beginning cut after a word near maxLength characters with "…" added.
    static QString excerpt(const QString &text, qsizetype maxLength);

    static QString languageName(const QString &language);
    static QString dateTime(const QDateTime &when);               // local time, "yyyy-MM-dd HH:mm"
    static QString duration(const QString &lang, qint64 seconds); // "m:ss" or "h:mm:ss" in the language's digits
};
