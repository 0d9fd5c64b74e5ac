// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/blockopspanel.h"

#include "core/realistic/policycode.h"
#include "core/realistic/realisticreadout.h"
#include "core/realistic/realmodelstate.h"
#include "ui/blockopsmodel.h"
#include "ui/measurementexport.h"

#include <QClipboard>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

BlockOpsPanel::BlockOpsPanel(RealModelState *state, QWidget *parent)
    : QGroupBox(parent)
    , m_state(state)
    , m_model(new BlockOpsModel(this))
    , m_summary(new QLabel(this))
    , m_table(new QTableView(this))
    , m_copyButton(new QPushButton(this))
    , m_measureButton(new QPushButton(this))
    , m_copied(new QLabel(this))
{
    setObjectName(u"blockOpsPanel"_s);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_table->setObjectName(u"blockOpsTable"_s);
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    // The figures keep their width; the long ATen names give way (elided, whole in the tooltip).
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(BlockOpsModel::Aten, QHeaderView::Stretch);
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Every row shows: the table never scrolls inside the panel's own scroll area.
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_copyButton->setObjectName(u"copyPyTorchButton"_s);
    m_measureButton->setObjectName(u"exportMeasurementButton"_s);
    m_copied->setTextFormat(Qt::PlainText);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_copyButton);
    buttons->addWidget(m_measureButton);
    buttons->addStretch(1);
    // Under the buttons, wrapped: a saved script's message is a sentence, and beside them it would widen the page.
    m_copied->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_table);
    layout->addLayout(buttons);
    layout->addWidget(m_copied);
    connect(m_copyButton, &QPushButton::clicked, this, &BlockOpsPanel::copyCode);
    connect(m_measureButton, &QPushButton::clicked, this, &BlockOpsPanel::exportMeasurementScript);
    connect(m_state, &RealModelState::changed, this, &BlockOpsPanel::showState);
    connect(m_model, &BlockOpsModel::savedOpsEdited, m_state, &RealModelState::setSavedOps);
    retranslate();
    showState();
}

QString BlockOpsPanel::pytorchCode() const
{
    if (!m_state->figures())
        return {};
    const Expected<BlockGraph> graph = BlockGraph::build(m_state->model(), m_state->setup());
    return graph ? PolicyCode::pytorch(*graph, m_state->recompute()) : QString();
}

void BlockOpsPanel::showState()
{
    m_copied->clear();
    const Expected<BlockGraph> graph = BlockGraph::build(m_state->model(), m_state->setup());
    const bool shown = graph && m_state->figures();
    m_model->setBlock(shown ? std::optional<BlockGraph>(*graph) : std::nullopt, m_state->recompute());
    m_copyButton->setEnabled(shown);
    m_measureButton->setEnabled(shown);
    // The table's height follows its rows (AdjustToContents), so the panel's scroll area scrolls, not the table.
    m_table->updateGeometry();
    if (!shown) {
        m_summary->setText(tr("No block to show for this input."));
        return;
    }
    const RecomputeSetting &recompute = m_state->recompute();
    QString summary = tr("Op by op, as PyTorch saves them (the measured convention): one block holds %1 from its "
                         "forward pass until its backward under this policy, %2 without recomputation; its input is "
                         "%3.")
                          .arg(RealisticReadout::size(graph->heldBytes(recompute)),
                               RealisticReadout::size(graph->heldBytes(RecomputeSetting::none())),
                               RealisticReadout::size(graph->inputBytes()));
    if (m_state->setup().convention == ActivationConvention::Paper)
        summary += u' ' + tr("The figures above use the paper's Table 2 instead.");
    m_summary->setText(summary);
}

void BlockOpsPanel::copyCode()
{
    const QString code = pytorchCode();
    if (code.isEmpty())
        return;
    QGuiApplication::clipboard()->setText(code);
    m_copied->setText(tr("Copied %n line(s) of Python to the clipboard.", nullptr, int(code.count(u'\n'))));
}

Expected<void> BlockOpsPanel::saveMeasurementScript(const QString &path)
{
    const Expected<void> saved
        = MeasurementExport::save(path, m_state->model(), m_state->setup(), m_state->recompute());
    if (saved)
        m_copied->setText(MeasurementExport::savedMessage(path));
    return saved;
}

void BlockOpsPanel::exportMeasurementScript()
{
    const QString path
        = MeasurementExport::choose(this, m_state->model(), m_state->setup(), m_state->recompute());
    if (!path.isEmpty())
        m_copied->setText(MeasurementExport::savedMessage(path));
}

void BlockOpsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QGroupBox::changeEvent(event);
}

void BlockOpsPanel::retranslate()
{
    setTitle(tr("Inside one block"));
    m_copyButton->setText(tr("Copy as PyTorch"));
    m_copyButton->setToolTip(tr("The code that applies this policy to a block (selective activation checkpointing "
                                "needs PyTorch 2.4 or later)"));
    m_measureButton->setText(tr("Export Measurement Script…"));
    m_measureButton->setToolTip(tr("A Python script (PyTorch only) that runs one training step of this setup and "
                                   "writes what it measured as JSON"));
    showState();
}
