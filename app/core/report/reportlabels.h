#pragma once

#include "core/report/reportfact.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

struct SimulatorReadings;
class QDateTime;
enum class ScheduleKind : quint8;

// The fixed words of the human-readable reports (PDF, HTML, printing), in one translation context so that
// translators see each label once and every format says the same thing. Strings hold no markup: the writers
// add it. Numbers are Western digits and times ISO-like in every language so reports compare at a glance; that
// holds for every section because every number is formatted here (number(), or QString::arg, which is the same),
// never by the window in the screen's locale.
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
    static QString score() { return tr("Score"); }
    static QString scoreValue(int correct, int total, int percent)
    {
        return tr("%1 of %2 correct (%3%)").arg(correct).arg(total).arg(percent);
    }
    static QString completeAttempt(int total) { return tr("Complete attempt: all %1 questions answered").arg(total); }
    static QString partialAttempt(int answered, int total)
    {
        return tr("Partial attempt: %1 of %2 answered").arg(answered).arg(total);
    }
    static QString questions() { return tr("Questions"); }
    static QString numberColumn() { return tr("No."); }
    static QString resultColumn() { return tr("Result"); }
    static QString yourAnswer() { return tr("Your answer"); }
    static QString correctAnswer() { return tr("Correct answer"); }
    static QString notAnswered() { return tr("Not answered"); }
    static QString right() { return tr("Right"); }
    static QString wrong() { return tr("Wrong"); }
    static QString explanations() { return tr("Explanations"); }
    static QString question(int number) { return tr("Question %1").arg(number); }
    static QString explanation() { return tr("Explanation"); }
    static QString aboutYourAnswer() { return tr("Why your answer is not right"); }
    static QString reference() { return tr("Reference"); }
    static QString simulator() { return tr("Simulator at export time"); }
    static QString chart() { return tr("Memory chart as shown in the simulator"); }
    static QString chartUnreadable() { return tr("The chart image could not be read."); }
    static QString page(int number, int total) { return tr("Page %1 of %2").arg(number).arg(total); }

    // Symbols, not words, so the table column stays narrow; right()/wrong() give their accessible names.
    static QString rightMark() { return QString(QChar(0x2713)); }
    static QString wrongMark() { return QString(QChar(0x2717)); }
    static QString noMark() { return QString(QChar(0x2013)); }

    // The simulator section's lines, labelled and formatted here like the rest of the report.
    static QString schedule() { return tr("Schedule"); }
    static QString layers() { return tr("Layers N"); }
    static QString backwardRatio() { return tr("Backward/forward cost"); }
    static QString peakMemory() { return tr("Peak memory"); }
    static QString activationsOf(qint64 count, qint64 total)
    {
        return tr("%1 of %2 saved activations").arg(number(count), number(total));
    }
    static QString savedAfterForward() { return tr("Held after forward"); }
    static QString layerForwards() { return tr("Layer forwards"); }
    static QString extraForwards() { return tr("Extra layer forwards"); }
    static QString computeOverhead() { return tr("Recompute overhead (forward+backward compute)"); }
    static QString percentMore(double fraction) { return tr("+%1%").arg(number(100.0 * fraction, 1)); }

    static QList<ReportFact> simulatorFigures(const SimulatorReadings &readings);

    // The report's one digit policy: Western digits, no digit grouping, in every report language.
    static QString number(qint64 value) { return QString::number(value); }
    static QString number(double value, int decimals) { return QString::number(value, 'f', decimals); }

    static QString languageName(const QString &language);
    static QString dateTime(const QDateTime &when); // local time, "yyyy-MM-dd HH:mm"
    static QString duration(qint64 seconds);        // "m:ss" or "h:mm:ss"
};
