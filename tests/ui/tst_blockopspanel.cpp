// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/blockgraph.h"
#include "core/realistic/measurementscript.h"
#include "core/realistic/policycode.h"
#include "core/realistic/realmodelstate.h"
#include "ui/blockopsmodel.h"
#include "ui/blockopspanel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QFileDialog>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTimer>
#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QLayout>
#include <QPushButton>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;

class TestBlockOpsPanel final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        QLocale::setDefault(QLocale(QLocale::English));
        m_state = std::make_unique<RealModelState>();
        const TransformerModel llama = *TransformerModel::preset(u"llama-3.1-8b"_s);
        TrainingSetup setup = TrainingSetup::defaultFor(llama);
        setup.fusedAttention = true;
        m_state->assign(llama, setup, RecomputeSetting::selective());
        m_panel = std::make_unique<BlockOpsPanel>(m_state.get());
        m_panel->resize(900, 700);
        m_panel->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
    }
    void cleanup()
    {
        m_panel.reset();
        m_state.reset();
    }

    // One row per op of the block, its bytes as the graph counts them, what the policy does with it.
    void rowsAreTheBlocksOps()
    {
        QAbstractItemModelTester tester(model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        const Expected<BlockGraph> graph = BlockGraph::build(m_state->model(), m_state->setup());
        QVERIFY(graph);
        QCOMPARE(model()->rowCount(), graph->ops().size());
        QCOMPARE(cell(0, BlockOpsModel::Op), u"attention_norm"_s);
        QCOMPARE(cell(0, BlockOpsModel::Aten), u"fused kernel"_s);
        const int core = graph->indexOf(u"attn.core"_s);
        QCOMPARE(cell(core, BlockOpsModel::Aten), u"aten._scaled_dot_product_flash_attention"_s);
        QCOMPARE(cell(core, BlockOpsModel::Saved), u"161.00 MiB"_s);
        QCOMPARE(model()->index(core, BlockOpsModel::Saved).data(Qt::ToolTipRole).toString(),
                 u"168,820,736 bytes"_s);
        // Selective recomputation reruns the attention core only.
        for (int row = 0; row < model()->rowCount(); ++row)
            QCOMPARE(cell(row, BlockOpsModel::Policy), row == core ? u"recomputed"_s : u"kept"_s);
        QVERIFY(!(model()->flags(model()->index(0, 0)) & Qt::ItemIsUserCheckable));
        // The table shows every row: the panel's scroll area scrolls, never the table.
        QCOMPARE(m_panel->table()->verticalScrollBar()->maximum(), 0);
    }

    // Custom: a click on an op's box saves it; the state and its figures follow at once.
    void clickSavesAnOp()
    {
        useCustom();
        const int mul = row(u"mlp.mul"_s);
        QCOMPARE(model()->index(mul, 0).data(Qt::CheckStateRole).value<Qt::CheckState>(), Qt::Unchecked);
        const qint64 before = m_state->figures()->activationBytesPerLayer;
        QTableView *table = m_panel->table();
        const QRect cellRect = table->visualRect(model()->index(mul, 0));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, QPoint(cellRect.left() + 10, cellRect.center().y()));
        QVERIFY(m_state->recompute().savedOps.contains(u"mlp.mul"_s));
        QCOMPARE(model()->index(mul, 0).data(Qt::CheckStateRole).value<Qt::CheckState>(), Qt::Checked);
        QCOMPARE(cell(mul, BlockOpsModel::Policy), u"output saved"_s);
        // Its output, s·b·f 16-bit values (224 MiB), is now kept in every block.
        QCOMPARE(m_state->figures()->activationBytesPerLayer - before, qint64(8192) * 14336 * 2);
    }

    // The keyboard alone: the current row's box toggles with Space.
    void spaceUnsavesAnOp()
    {
        useCustom();
        QTableView *table = m_panel->table();
        table->setFocus();
        table->setCurrentIndex(model()->index(row(u"attn.q"_s), 0));
        QVERIFY(m_state->recompute().savedOps.contains(u"attn.q"_s));
        QTest::keyClick(table, Qt::Key_Space);
        QVERIFY(!m_state->recompute().savedOps.contains(u"attn.q"_s));
        QCOMPARE(cell(row(u"attn.q"_s), BlockOpsModel::Policy), u"recomputed"_s);
    }

    // Copy as PyTorch puts exactly PolicyCode's text for the current policy on the clipboard.
    void copyAsPyTorch()
    {
        useCustom();
        auto *button = m_panel->findChild<QPushButton *>(u"copyPyTorchButton"_s);
        QVERIFY(button && button->isEnabled());
        QTest::mouseClick(button, Qt::LeftButton);
        const Expected<BlockGraph> graph = BlockGraph::build(m_state->model(), m_state->setup());
        const QString code = PolicyCode::pytorch(*graph, m_state->recompute());
        QCOMPARE(QGuiApplication::clipboard()->text(), code);
        QVERIFY(code.contains(u"create_selective_checkpoint_contexts"_s));
        bool copiedShown = false;
        for (const QLabel *label : m_panel->findChildren<QLabel *>())
            copiedShown = copiedShown || label->text().startsWith(u"Copied "_s);
        QVERIFY(copiedShown);
    }

    // Export Measurement Script…: the file dialog's name gets .py, and the file is the script for the state's setup.
    void exportMeasurementScript()
    {
        QTemporaryDir folder;
        auto *button = m_panel->findChild<QPushButton *>(u"exportMeasurementButton"_s);
        QVERIFY(button && button->isEnabled());
        const QString chosen = folder.filePath(u"llama-step"_s);
        const int widthBefore = m_panel->minimumSizeHint().width();
        QTimer::singleShot(0, this, [chosen] {
            auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QCOMPARE(dialog->selectedFiles().value(0).section(u'/', -1), u"measure-llama-3.1-8b-selective.py"_s);
            dialog->selectFile(chosen);
            static_cast<QDialog *>(dialog)->accept();
        });
        QTest::mouseClick(button, Qt::LeftButton);
        QFile file(chosen + u".py"_s);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject embedded = MeasurementScript::embeddedSetup(file.readAll());
        QCOMPARE(embedded, MeasurementScript::setupJson(m_state->model(), m_state->setup(), m_state->recompute()));
        QVERIFY(shownText().startsWith(u"Saved llama-step.py: run it with python3"_s));
        // The sentence wraps under the buttons rather than widening the page (it did, beside them).
        m_panel->layout()->activate(); // the size hints as the next paint would lay them out
        QVERIFY(m_panel->minimumSizeHint().width() <= widthBefore);
    }

    // A folder that cannot be written is refused with its reason, and nothing is said to be saved.
    void measurementScriptIntoAFolderThatIsNot()
    {
        const Expected<void> refused = m_panel->saveMeasurementScript(u"/proc/no-such-folder/step.py"_s);
        QVERIFY(!refused);
        QVERIFY(!refused.error().isEmpty());
        QVERIFY(shownText().isEmpty());
        QVERIFY(!QFileInfo::exists(u"/proc/no-such-folder/step.py"_s));
    }

    // A refused input leaves an empty table and nothing to copy.
    void badInputEmptiesTheTable()
    {
        TransformerModel model = m_state->model();
        model.heads = 7;
        m_state->assign(model, m_state->setup(), m_state->recompute());
        QCOMPARE(this->model()->rowCount(), 0);
        QVERIFY(!m_panel->findChild<QPushButton *>(u"copyPyTorchButton"_s)->isEnabled());
        QVERIFY(m_panel->pytorchCode().isEmpty());
    }

private:
    QString shownText() const;
    QAbstractItemModel *model() const { return m_panel->table()->model(); }
    QString cell(int row, int column) const { return model()->index(row, column).data().toString(); }
    int row(const QString &op) const
    {
        for (int r = 0; r < model()->rowCount(); ++r) {
            if (cell(r, BlockOpsModel::Op) == op)
                return r;
        }
        return -1;
    }
    void useCustom()
    {
        RecomputeSetting custom{RecomputePolicy::Custom, 1, {}};
        m_state->assign(m_state->model(), m_state->setup(), custom); // starts from the matmuls
        QCOMPARE(m_state->recompute().savedOps,
                 (QStringList{u"attn.q"_s, u"attn.k"_s, u"attn.v"_s, u"attn.core"_s, u"attn.o"_s, u"mlp.gate"_s,
                              u"mlp.up"_s, u"mlp.down"_s}));
        QVERIFY(model()->flags(model()->index(0, 0)) & Qt::ItemIsUserCheckable);
    }

    std::unique_ptr<RealModelState> m_state;
    std::unique_ptr<BlockOpsPanel> m_panel;
};

QString TestBlockOpsPanel::shownText() const
{
    QString text;
    for (const QLabel *label : m_panel->findChildren<QLabel *>()) {
        if (label->text().startsWith(u"Saved"_s) || label->text().startsWith(u"Copied"_s))
            text = label->text();
    }
    return text;
}

QTEST_MAIN(TestBlockOpsPanel)
#include "tst_blockopspanel.moc"
