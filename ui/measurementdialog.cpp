// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/measurementdialog.h"

#include "core/realistic/realisticreadout.h"
#include "core/realistic/realmodelstate.h"
#include "ui/quizfiles.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

enum Column { What, Predicted, Measured, Residual, Why, Columns };

} // namespace

MeasurementDialog::MeasurementDialog(const MeasurementComparison &comparison, RealModelState *state, QWidget *parent)
    : QDialog(parent)
    , m_comparison(comparison)
    , m_table(new QTableWidget(this))
{
    setObjectName(u"measurementDialog"_s);
    setWindowTitle(tr("Measured and Predicted"));
    const Measurement &m = comparison.measurement();
    const QLocale locale;
    auto *setup = new QLabel(this);
    setup->setTextFormat(Qt::PlainText);
    setup->setWordWrap(true);
    //: %1 model, %2 blocks, %3 hidden size, %4 sequence length, %5 micro-batch, %6 policy, %7 PyTorch version, %8 cpu
    //: or cuda, %9 how the bytes were counted
    setup->setText(tr("%1 as it ran: %2 blocks, hidden size %3, sequence %4, micro-batch %5, recompute %6; PyTorch %7 "
                      "on %8, counted by %9.")
                       .arg(m.model.label.isEmpty() ? m.model.name : m.model.label, locale.toString(m.model.layers),
                            locale.toString(m.model.hidden), locale.toString(m.setup.sequenceLength),
                            locale.toString(m.setup.microBatch), RecomputeSetting::name(m.recompute.policy),
                            m.torchVersion, m.device, m.counter));
    m_table->setObjectName(u"measurementTable"_s);
    m_table->setColumnCount(Columns);
    m_table->setHorizontalHeaderLabels({tr("What"), tr("Predicted"), tr("Measured"), tr("Residual"), tr("Why")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(Why, QHeaderView::Stretch);
    fill();
    // The rows' heights follow the stretched "Why" column, which is known only once the dialog is laid out.
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, m_table, &QTableWidget::resizeRowsToContents);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *show = buttons->addButton(tr("&Show This Setup"), QDialogButtonBox::ActionRole);
    show->setObjectName(u"showMeasuredSetupButton"_s);
    show->setToolTip(tr("Put the setup as it ran into the real-model form"));
    connect(show, &QPushButton::clicked, this, [this, state] {
        const Measurement &ran = m_comparison.measurement();
        // Shrunken, the model is no longer the preset it is named after: the form shows it as a custom one.
        TransformerModel model = ran.model;
        model.name = u"custom"_s;
        state->assign(model, ran.setup, ran.recompute);
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(setup);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(900, 520);
}

void MeasurementDialog::fill()
{
    const QLocale locale;
    const QHash<QString, QString> termNames{{u"activations"_s, tr("Activations when the forward pass ends")},
                                            {u"logits_and_loss"_s, tr("Logits and loss")},
                                            {u"backward_peak"_s, tr("Backward pass, peak")}};
    const QList<MeasurementComparison::Row> rows = m_comparison.terms() + m_comparison.blocks();
    m_table->setRowCount(int(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        const MeasurementComparison::Row &row = rows.at(i);
        const qint64 unexplained = row.residualBytes() - row.explainedBytes;
        //: %1 the residual's size, %2 its share of the prediction in percent
        const QString residual
            = tr("%1 (%2 %)")
                  .arg(RealisticReadout::size(row.residualBytes()), locale.toString(row.residualPercent(), 'f', 1));
        QString why = row.explanation;
        if (unexplained != 0)
            why += (why.isEmpty() ? QString() : u" "_s)
                   + tr("Unexplained: %1 (%2 bytes).")
                         .arg(RealisticReadout::size(unexplained), locale.toString(unexplained));
        const QStringList cells{termNames.value(row.name, row.name), RealisticReadout::size(row.predictedBytes),
                                RealisticReadout::size(row.measuredBytes), residual, why};
        for (int column = 0; column < Columns; ++column) {
            auto *item = new QTableWidgetItem(cells.at(column));
            const bool figure = column == Predicted || column == Measured || column == Residual;
            item->setTextAlignment((figure ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop);
            if (column == Predicted || column == Measured)
                item->setToolTip(
                    tr("%1 bytes").arg(locale.toString(column == Predicted ? row.predictedBytes : row.measuredBytes)));
            m_table->setItem(i, column, item);
        }
    }
}

bool MeasurementDialog::choose(RealModelState *state, QWidget *parent)
{
    const QString path
        = QFileDialog::getOpenFileName(parent, tr("Open Measurement"), QString(), tr("Measurement (*.json)"));
    return !path.isEmpty() && openFile(path, state, parent);
}

bool MeasurementDialog::openFile(const QString &path, RealModelState *state, QWidget *parent)
{
    const Expected<Measurement> measurement = Measurement::readFile(path);
    Expected<MeasurementComparison> comparison = measurement
                                                     ? MeasurementComparison::compare(*measurement)
                                                     : Expected<MeasurementComparison>::failure(measurement.error());
    if (!comparison) {
        QuizFiles::showError(parent, u"measurementError"_s,
                             tr("%1 cannot be compared.").arg(QDir::toNativeSeparators(path)), comparison.error());
        return false;
    }
    // Window-modal and deleted on close: no nested event loop waits here.
    auto *dialog = new MeasurementDialog(*comparison, state, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return true;
}
