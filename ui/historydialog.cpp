// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/historydialog.h"

#include "core/io/safefilewriter.h"
#include "core/review/learnerdatabase.h"
#include "core/session/session.h"
#include "ui/chartpalette.h"
#include "ui/charttheme.h"
#include "ui/conceptnames.h"
#include "ui/historymodel.h"
#include "ui/quizfiles.h"
#include "ui_historydialog.h"

#include <QChart>
#include <QChartView>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QJsonDocument>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScatterSeries>
#include <QScreen>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QValueAxis>

#include <cmath>

using namespace Qt::StringLiterals;

HistoryDialog::HistoryDialog(QList<AttemptSummary> records, const QStringList &problems, const QString &language,
                             QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::HistoryDialog>())
    , m_model(new HistoryModel(std::move(records), language, this))
{
    m_ui->setupUi(this);
    setObjectName(u"historyDialog"_s);
    m_ui->historyProblems->setText(problems.join(u'\n'));
    m_ui->historyProblems->setVisible(!problems.isEmpty());

    m_ui->historyTable->setModel(m_model);
    m_ui->historyTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_ui->historyTable->horizontalHeader()->setSectionResizeMode(HistoryModel::QuizColumn, QHeaderView::Stretch);
    connect(m_ui->historyTable->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &HistoryDialog::updateButtons);
    connect(m_ui->historyTable, &QTableView::activated, this,
            [this](const QModelIndex &index) { emit openRequested(this->records().at(index.row()).id); });

    m_ui->historyChart->setRenderHint(QPainter::Antialiasing);
    ChartTheme::follow(m_ui->historyChart);
    m_ui->historyChart->chart()->legend()->setAlignment(Qt::AlignBottom);

    connect(m_ui->historyOpen, &QPushButton::clicked, this, [this] {
        if (selectedRecord() >= 0)
            emit openRequested(this->records().at(selectedRecord()).id);
    });
    connect(m_ui->historyExport, &QPushButton::clicked, this, [this] {
        if (selectedRecord() >= 0)
            emit exportRequested(this->records().at(selectedRecord()).id);
    });
    connect(m_ui->historyExportAll, &QPushButton::clicked, this, &HistoryDialog::exportAllRequested);
    connect(m_ui->historyClose, &QPushButton::clicked, this, &QDialog::reject);
    fillChart();
    fillMastery();
    if (m_model->rowCount() > 0)
        m_ui->historyTable->selectRow(0);
    updateButtons();
}

HistoryDialog::~HistoryDialog() = default;

void HistoryDialog::browse(Session *session, QWidget *window, const std::function<void()> &exportReport)
{
    if (!session->store()) {
        QMessageBox::information(window, tr("History"), tr("This run does not keep a history."));
        return;
    }
    const AttemptStore::Summaries history = session->store()->loadSummaries();
    HistoryDialog dialog(history.summaries, history.problems, session->language(), window);
    // The form's size with the mastery table is more than a 768-pixel screen holds.
    if (const QScreen *screen = window->screen())
        dialog.resize(dialog.size().boundedTo(screen->availableGeometry().size() * 0.92));
    dialog.m_ui->historyExportAll->setEnabled(session->store()->database() != nullptr);
    if (const ReviewSchedule *reviews = session->reviews()) {
        if (const Expected<QList<ReviewItem>> items = reviews->items())
            dialog.showMastery(reviews->mastery(*items, session->now()));
    }
    const auto resume = [session, &dialog](const QString &id) {
        Expected<AttemptRecord> record = session->store()->loadRecord(id);
        if (!record) {
            QuizFiles::showError(&dialog, u"historyOpenError"_s, tr("This attempt could not be opened."),
                                 record.error());
            return false;
        }
        session->resume(std::move(*record));
        dialog.accept();
        return true;
    };
    connect(&dialog, &HistoryDialog::openRequested, &dialog, resume);
    connect(&dialog, &HistoryDialog::exportRequested, &dialog, [resume, exportReport](const QString &id) {
        if (resume(id))
            exportReport();
    });
    connect(&dialog, &HistoryDialog::exportAllRequested, &dialog, [session, &dialog] {
        const QString suggested
            = QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                  .filePath(u"checkpoint-quiz-data-%1.json"_s.arg(QDate::currentDate().toString(Qt::ISODate)));
        const QString path
            = QFileDialog::getSaveFileName(&dialog, tr("Export All My Data"), suggested, tr("JSON (*.json)"));
        if (path.isEmpty())
            return;
        if (const Expected<void> saved = exportAllData(*session, path); !saved)
            QuizFiles::showError(&dialog, u"historyExportAllError"_s, tr("Your data could not be exported."),
                                 saved.error());
    });
    dialog.exec();
}

Expected<void> HistoryDialog::exportAllData(const Session &session, const QString &path)
{
    const LearnerDatabase *database = session.store() ? session.store()->database() : nullptr;
    if (!database)
        return Expected<void>::failure(tr("This run keeps no learner's data."));
    const Expected<QByteArray> exported = database->exportJson();
    if (!exported)
        return Expected<void>::failure(exported.error());
    SafeFileWriter::Options guard; // never over the database it was read from, nor beside it
    guard.protectedFolders = {session.store()->directory()};
    return SafeFileWriter::write(path, *exported, guard);
}

const QList<AttemptSummary> &HistoryDialog::records() const
{
    return m_model->records();
}

QTableView *HistoryDialog::table() const
{
    return m_ui->historyTable;
}

QChartView *HistoryDialog::chartView() const
{
    return m_ui->historyChart;
}

int HistoryDialog::selectedRecord() const
{
    const QModelIndexList rows = m_ui->historyTable->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.first().row();
}

void HistoryDialog::updateButtons()
{
    m_ui->historyOpen->setEnabled(selectedRecord() >= 0);
    m_ui->historyExport->setEnabled(selectedRecord() >= 0);
}

void HistoryDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void HistoryDialog::retranslate()
{
    m_ui->retranslateUi(this);
    m_model->retranslate();
    fillChart();
    fillMastery();
}

void HistoryDialog::showMastery(QList<ConceptMastery> mastery)
{
    m_mastery = std::move(mastery);
    fillMastery();
}

void HistoryDialog::fillMastery()
{
    QTableWidget *table = m_ui->masteryTable;
    table->setVisible(!m_mastery.isEmpty());
    m_ui->masteryTitle->setText(m_mastery.isEmpty()
                                    ? tr("Mastery by concept appears here once you have answered questions.")
                                    : tr("Mastery by concept, from spaced review: mastered means in review and still "
                                         "recalled with at least the desired retention's chance."));
    table->setColumnCount(5);
    table->setHorizontalHeaderLabels(
        {tr("Concept"), tr("Mastered"), tr("Recall now"), tr("Last reviewed"), tr("Next due")});
    table->setRowCount(int(m_mastery.size()));
    const QLocale locale;
    for (int row = 0; row < m_mastery.size(); ++row) {
        const ConceptMastery &entry = m_mastery.at(row);
        const QStringList cells{ConceptNames::displayName(entry.conceptId),
                                tr("%1 of %2").arg(locale.toString(entry.mastered), locale.toString(entry.items)),
                                locale.toString(std::lround(entry.meanRetrievability * 100)) + locale.percent(),
                                locale.toString(entry.lastReviewed.toLocalTime().date(), QLocale::ShortFormat),
                                locale.toString(entry.nextDue.toLocalTime(), QLocale::ShortFormat)};
        for (int column = 0; column < cells.size(); ++column)
            table->setItem(row, column, new QTableWidgetItem(cells.at(column)));
    }
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
}

void HistoryDialog::fillChart()
{
    QChart *chart = m_ui->historyChart->chart();
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes())
        chart->removeAxis(axis);
    QList<const AttemptSummary *> finished;
    for (const AttemptSummary &attempt : records()) {
        if (attempt.isFinished())
            finished.prepend(&attempt); // oldest first along the time axis
    }
    // One line per way of taking the quiz: a retry's 100 % on the 4 missed questions, or an exam's score without
    // feedback, is not the same measure as an attempt with immediate feedback, and one line would join them. Each
    // has its own colour and marker shape (colour is not the only cue) and a name in the legend.
    struct Mode
    {
        QString name;
        QColor colour;
        QScatterSeries::MarkerShape shape;
        QLineSeries *line = nullptr;
        QScatterSeries *points = nullptr;
    };
    Mode modes[] = {{tr("Immediate feedback"), ChartPalette::memory(), QScatterSeries::MarkerShapeCircle},
                    {tr("Exam"), ChartPalette::optimal(), QScatterSeries::MarkerShapeRectangle},
                    {tr("Retry of missed questions"), ChartPalette::recompute(), QScatterSeries::MarkerShapeTriangle}};
    // x is the attempt's place in time (1 = oldest finished): dates are in the table, and a date axis elides its
    // labels in a dialog this narrow; numbers also take the language's digits.
    QStringList summary;
    const QLocale locale;
    for (int i = 0; i < int(finished.size()); ++i) {
        const AttemptSummary &attempt = *finished.at(i);
        Mode &mode = modes[attempt.options.retry ? 2 : attempt.options.exam ? 1 : 0];
        if (!mode.line) {
            mode.line = new QLineSeries;
            mode.line->setName(mode.name);
            mode.points = new QScatterSeries;
            mode.points->setMarkerSize(9);
            mode.points->setMarkerShape(mode.shape);
        }
        mode.line->append(i + 1, attempt.percent());
        mode.points->append(i + 1, attempt.percent());
        summary << tr("%1: %2%").arg(locale.toString(attempt.finishedAt.toLocalTime(), QLocale::ShortFormat),
                                     locale.toString(attempt.percent()))
                       + u" ("_s + mode.name + u')';
    }
    QList<QXYSeries *> series;
    for (const Mode &mode : modes) {
        if (!mode.line)
            continue;
        chart->addSeries(mode.line);
        chart->addSeries(mode.points);
        series << mode.line << mode.points;
    }
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
    for (QXYSeries *each : std::as_const(series)) {
        each->attachAxis(order);
        each->attachAxis(score);
    }
    chart->setTitle(finished.isEmpty() ? tr("No finished attempts yet") : tr("Score over time"));
    m_ui->historyChart->setAccessibleDescription(finished.isEmpty() ? tr("No finished attempts yet")
                                                                    : summary.join(u"; "_s));
    // Before the theme, which keeps each series' first colour and adjusts it to the palette: a mode's line and
    // markers share its colour, and only the lines are named in the legend, shown once there are modes to tell apart.
    for (const Mode &mode : modes) {
        if (!mode.line)
            continue;
        mode.line->setColor(mode.colour);
        mode.points->setColor(mode.colour);
        mode.points->setBorderColor(mode.colour);
        for (QLegendMarker *marker : chart->legend()->markers(mode.points))
            marker->setVisible(false);
    }
    ChartTheme::apply(chart, palette());
    chart->legend()->setVisible(series.size() > 2);
}
