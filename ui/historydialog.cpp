// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/historydialog.h"

#include "core/i18n/language.h"
#include "ui/charttheme.h"

#include <QChart>
#include <QChartView>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

enum Column { StartedColumn, QuizColumn, LanguageColumn, ModeColumn, ScoreColumn, ReportColumn, ColumnCount };

} // namespace

HistoryDialog::HistoryDialog(QList<AttemptSummary> records, const QStringList &problems, const QString &language,
                             QWidget *parent)
    : QDialog(parent)
    , m_records(std::move(records))
    , m_language(language)
{
    setObjectName(u"historyDialog"_s);
    std::reverse(m_records.begin(), m_records.end()); // newest first
    m_problems = new QLabel(this);
    m_problems->setObjectName(u"historyProblems"_s);
    m_problems->setTextFormat(Qt::PlainText);
    m_problems->setWordWrap(true);
    m_problems->setText(problems.join(u'\n'));
    m_problems->setVisible(!problems.isEmpty());

    m_table = new QTableWidget(this);
    m_table->setObjectName(u"historyTable"_s);
    m_table->setColumnCount(ColumnCount);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QuizColumn, QHeaderView::Stretch);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &HistoryDialog::updateButtons);
    connect(m_table, &QTableWidget::cellActivated, this, [this](int row) { emit openRequested(m_records.at(row).id); });

    m_chartView = new QChartView(new QChart, this);
    m_chartView->setObjectName(u"historyChart"_s);
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumHeight(240);
    ChartTheme::follow(m_chartView);
    m_chartView->chart()->legend()->hide();

    auto *buttons = new QDialogButtonBox(this);
    m_open = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_open->setObjectName(u"historyOpen"_s);
    m_export = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_export->setObjectName(u"historyExport"_s);
    m_close = buttons->addButton(QDialogButtonBox::Close);
    connect(m_open, &QPushButton::clicked, this, [this] {
        if (selectedRecord() >= 0)
            emit openRequested(m_records.at(selectedRecord()).id);
    });
    connect(m_export, &QPushButton::clicked, this, [this] {
        if (selectedRecord() >= 0)
            emit exportRequested(m_records.at(selectedRecord()).id);
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_problems);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_chartView, 1);
    layout->addWidget(buttons);
    resize(1000, 680);
    retranslate();
    if (!m_records.isEmpty())
        m_table->selectRow(0);
    updateButtons();
}

int HistoryDialog::selectedRecord() const
{
    const QList<QTableWidgetSelectionRange> ranges = m_table->selectedRanges();
    return ranges.isEmpty() ? -1 : ranges.first().topRow();
}

void HistoryDialog::updateButtons()
{
    m_open->setEnabled(selectedRecord() >= 0);
    m_export->setEnabled(selectedRecord() >= 0);
}

void HistoryDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void HistoryDialog::retranslate()
{
    setWindowTitle(tr("History"));
    m_table->setHorizontalHeaderLabels(
        {tr("Started"), tr("Quiz"), tr("Language"), tr("Mode"), tr("Score"), tr("Report")});
    m_table->setAccessibleName(tr("Past attempts"));
    m_open->setText(tr("&Open"));
    m_export->setText(tr("&Export Report…"));
    fill();
    fillChart();
}

void HistoryDialog::fill()
{
    const QLocale locale;
    m_table->setRowCount(int(m_records.size()));
    for (int row = 0; row < int(m_records.size()); ++row) {
        const AttemptSummary &attempt = m_records.at(row);
        const AttemptOptions &options = attempt.options;
        const QString mode = options.retry  ? tr("Retry of missed questions")
                             : options.exam ? (options.timeLimitMinutes > 0
                                                   ? tr("Exam, %Ln minute(s)", nullptr, options.timeLimitMinutes)
                                                   : tr("Exam"))
                                            : tr("Immediate feedback");
        const QString score
            = attempt.isFinished()
                  ? tr("%1 of %2 (%3%)")
                        .arg(locale.toString(attempt.correctCount), locale.toString(attempt.questionCount),
                             locale.toString(attempt.percent()))
                  : tr("unfinished: %1 of %2 answered")
                        .arg(locale.toString(attempt.answeredCount), locale.toString(attempt.questionCount));
        const QStringList cells
            = {locale.toString(attempt.startedAt.toLocalTime(), QLocale::ShortFormat),
               attempt.quizTitle.text(m_language),
               Language::find(attempt.language) ? Language::find(attempt.language)->nativeName : attempt.language,
               mode,
               score,
               attempt.exported ? tr("exported") : tr("not exported")};
        for (int column = 0; column < ColumnCount; ++column) {
            auto *item = new QTableWidgetItem(cells.at(column));
            item->setToolTip(cells.at(column));
            m_table->setItem(row, column, item);
        }
    }
    for (const int column : {StartedColumn, LanguageColumn, ModeColumn, ScoreColumn, ReportColumn})
        m_table->resizeColumnToContents(column);
}

void HistoryDialog::fillChart()
{
    QChart *chart = m_chartView->chart();
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes())
        chart->removeAxis(axis);
    auto *line = new QLineSeries;
    auto *points = new QScatterSeries;
    points->setMarkerSize(8);
    QList<const AttemptSummary *> finished;
    for (const AttemptSummary &attempt : m_records) {
        if (attempt.isFinished())
            finished.prepend(&attempt); // oldest first along the time axis
    }
    // x is the attempt's place in time (1 = oldest finished): dates are in the table, and a date axis elides its
    // labels in a dialog this narrow; numbers also take the language's digits.
    QStringList summary;
    const QLocale locale;
    for (int i = 0; i < int(finished.size()); ++i) {
        const AttemptSummary &attempt = *finished.at(i);
        line->append(i + 1, attempt.percent());
        points->append(i + 1, attempt.percent());
        summary << tr("%1: %2%").arg(locale.toString(attempt.finishedAt.toLocalTime(), QLocale::ShortFormat),
                                     locale.toString(attempt.percent()));
    }
    chart->addSeries(line);
    chart->addSeries(points);
    chart->setLocale(locale);
    chart->setLocalizeNumbers(true);
    auto *order = new QValueAxis;
    const int count = qMax(1, int(finished.size()));
    order->setRange(0.5, count + 0.5);
    order->setTickType(QValueAxis::TicksDynamic);
    order->setTickAnchor(1);
    order->setTickInterval(qMax(1, count / 8));
    order->setLabelFormat(u"%.0f"_s);
    order->setTitleText(tr("Finished attempts, oldest first"));
    auto *score = new QValueAxis;
    score->setRange(0, 100);
    score->setLabelFormat(u"%.0f"_s);
    score->setTitleText(tr("Score (%)"));
    chart->addAxis(order, Qt::AlignBottom);
    chart->addAxis(score, Qt::AlignLeft);
    for (QAbstractSeries *series : {static_cast<QAbstractSeries *>(line), static_cast<QAbstractSeries *>(points)}) {
        series->attachAxis(order);
        series->attachAxis(score);
    }
    chart->setTitle(finished.isEmpty() ? tr("No finished attempts yet") : tr("Score over time"));
    m_chartView->setAccessibleName(tr("Score over time"));
    m_chartView->setAccessibleDescription(finished.isEmpty() ? tr("No finished attempts yet") : summary.join(u"; "_s));
    ChartTheme::apply(chart, palette());
}
