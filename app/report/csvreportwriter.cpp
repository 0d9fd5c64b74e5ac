#include "report/csvreportwriter.h"

#include "report/scorereport.h"

#include <algorithm>

namespace {

QString isoUtc(const QDateTime &when)
{
    return when.isValid() ? when.toUTC().toString(Qt::ISODate) : QString();
}

} // namespace

QStringList CsvReportWriter::columns()
{
    return {QStringLiteral("learner"),
            QStringLiteral("quiz_id"),
            QStringLiteral("quiz_title"),
            QStringLiteral("language"),
            QStringLiteral("started_at"),
            QStringLiteral("finished_at"),
            QStringLiteral("exported_at"),
            QStringLiteral("question_number"),
            QStringLiteral("question_id"),
            QStringLiteral("question"),
            QStringLiteral("chosen_option_number"),
            QStringLiteral("chosen_option"),
            QStringLiteral("correct_option_number"),
            QStringLiteral("correct_option"),
            QStringLiteral("correct")};
}

QString CsvReportWriter::guardFormula(const QString &cell)
{
    if (cell.isEmpty())
        return cell;
    switch (cell.front().unicode()) {
    case '=':
    case '+':
    case '-':
    case '@':
    case '\t':
    case '\r':
        return QLatin1Char('\'') + cell;
    default:
        return cell;
    }
}

QString CsvReportWriter::quoted(const QString &cell)
{
    static const QString needsQuotes = QStringLiteral(",\"\r\n");
    const bool quote = std::any_of(cell.cbegin(), cell.cend(), [](QChar c) { return needsQuotes.contains(c); });
    if (!quote)
        return cell;
    QString doubled = cell;
    doubled.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + doubled + QLatin1Char('"');
}

QByteArray CsvReportWriter::write(const ScoreReport &report)
{
    const QString crlf = QStringLiteral("\r\n");
    const auto line = [&](const QStringList &cells) {
        QStringList out;
        for (const QString &cell : cells)
            out.append(quoted(cell));
        return out.join(QLatin1Char(',')) + crlf;
    };
    const auto text = [](const QString &cell) { return guardFormula(cell); };

    QString csv = line(columns());
    for (const ReportQuestion &question : report.questions) {
        csv += line({text(report.learnerName), text(report.quizId), text(report.quizTitle), report.language,
                     isoUtc(report.startedAt), isoUtc(report.finishedAt), isoUtc(report.exportedAt),
                     QString::number(question.number), text(question.id), text(question.stem),
                     question.isAnswered() ? QString::number(question.chosenOption + 1) : QString(),
                     text(question.chosenText), QString::number(question.correctOption + 1), text(question.correctText),
                     question.isCorrect() ? QStringLiteral("yes") : QStringLiteral("no")});
    }
    return QByteArrayLiteral("\xEF\xBB\xBF") + csv.toUtf8();
}
