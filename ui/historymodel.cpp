// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/historymodel.h"

#include "core/i18n/language.h"

#include <QLocale>

#include <algorithm>

HistoryModel::HistoryModel(QList<AttemptSummary> records, const QString &language, QObject *parent)
    : QAbstractTableModel(parent)
    , m_records(std::move(records))
    , m_language(language)
{
    std::reverse(m_records.begin(), m_records.end()); // newest first
}

void HistoryModel::retranslate()
{
    if (!m_records.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), {Qt::DisplayRole, Qt::ToolTipRole});
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

int HistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_records.size());
}

int HistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant HistoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    return text(m_records.at(index.row()), index.column());
}

QVariant HistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    const QString titles[ColumnCount]
        = {tr("Started"), tr("Quiz"), tr("Language"), tr("Mode"), tr("Score"), tr("Report")};
    return titles[section];
}

QString HistoryModel::text(const AttemptSummary &attempt, int column) const
{
    const QLocale locale;
    const AttemptOptions &options = attempt.options;
    switch (Column(column)) {
    case StartedColumn:
        return locale.toString(attempt.startedAt.toLocalTime(), QLocale::ShortFormat);
    case QuizColumn:
        return attempt.quizTitle.text(m_language);
    case LanguageColumn: {
        const Language *language = Language::find(attempt.language);
        return language ? language->nativeName : attempt.language;
    }
    case ModeColumn:
        if (options.retry)
            return tr("Retry of missed questions");
        if (options.exam)
            return options.timeLimitMinutes > 0 ? tr("Exam, %Ln minute(s)", nullptr, options.timeLimitMinutes)
                                                : tr("Exam");
        return tr("Immediate feedback");
    case ScoreColumn:
        return attempt.isFinished()
                   ? tr("%1 of %2 (%3%)")
                         .arg(locale.toString(attempt.correctCount), locale.toString(attempt.questionCount),
                              locale.toString(attempt.percent()))
                   : tr("unfinished: %1 of %2 answered")
                         .arg(locale.toString(attempt.answeredCount), locale.toString(attempt.questionCount));
    case ReportColumn:
        return attempt.exported ? tr("exported") : tr("not exported");
    case ColumnCount:
        break;
    }
    return {};
}
