// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/realisticreadout.h"
#include "core/realistic/realmodelstate.h"
#include "ui/measurementdialog.h"

#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

// Open Measurement…'s dialog on a measurement PyTorch 1.13 wrote (TinyLlama-1.1B shrunken, full recomputation):
// one row per term and per block with the comparison's figures, "Show This Setup" puts the setup as it ran into the
// state, and a file that is not a measurement is refused with its located message.
class TestMeasurementDialog final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale(QLocale::English));
    }

    void rowsAreTheComparison()
    {
        const Expected<MeasurementComparison> comparison
            = MeasurementComparison::compare(*Measurement::readFile(m_path));
        QVERIFY(comparison);
        RealModelState state;
        MeasurementDialog dialog(*comparison, &state);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTableWidget *table = dialog.table();
        QCOMPARE(table->rowCount(), 3 + 4);
        QCOMPARE(table->item(0, 0)->text(), u"Activations when the forward pass ends"_s);
        QCOMPARE(table->item(0, 1)->text(), RealisticReadout::size(918016));
        QCOMPARE(table->item(0, 2)->text(), RealisticReadout::size(403856));
        QVERIFY(table->item(0, 3)->text().endsWith(u"(-56.0 %)"_s));
        QCOMPARE(table->item(0, 1)->toolTip(), u"918,016 bytes"_s);
        // What the app cannot name is said, with its size.
        const qint64 unexplained = comparison->headline().residualBytes() - comparison->headline().explainedBytes;
        QVERIFY(table->item(0, 4)->text().contains(u"Unexplained: %1 (%2 bytes)."_s.arg(
            RealisticReadout::size(unexplained), QLocale().toString(unexplained))));
        QCOMPARE(table->item(3, 0)->text(), u"Block 1"_s);
        QCOMPARE(table->item(6, 2)->text(), RealisticReadout::size(comparison->blocks().at(3).measuredBytes));
    }

    void showThisSetupPutsItIntoTheForm()
    {
        const Expected<MeasurementComparison> comparison
            = MeasurementComparison::compare(*Measurement::readFile(m_path));
        RealModelState state;
        MeasurementDialog dialog(*comparison, &state);
        dialog.show();
        auto *show = dialog.findChild<QPushButton *>(u"showMeasuredSetupButton"_s);
        QVERIFY(show);
        QTest::mouseClick(show, Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(state.model().layers, 4);
        QCOMPARE(state.model().hidden, 256);
        QCOMPARE(state.setup().sequenceLength, 64);
        QCOMPARE(state.recompute().policy, RecomputePolicy::Full);
        // Shrunken, it is no longer the preset it is named after: the form shows it as a custom model.
        QCOMPARE(state.source(), RealModelState::Source::Custom);
        QCOMPARE(state.model().mlp, MlpKind::SwiGlu);
        QVERIFY(!state.model().tiedEmbeddings);
        QCOMPARE(state.figures()->savedAfterForwardBytes, comparison->headline().predictedBytes);
    }

    void refusesWhatIsNotAMeasurement()
    {
        QTemporaryDir folder;
        const QString path = folder.filePath(u"m.json"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"checkpoint-quiz-report\"}");
        file.close();
        RealModelState state;
        QWidget window;
        QVERIFY(!MeasurementDialog::openFile(path, &state, &window));
        auto *box = window.findChild<QMessageBox *>(u"measurementError"_s);
        QVERIFY(box);
        const QString shown = box->text();
        QVERIFY(shown.startsWith(u"%1 cannot be compared."_s.arg(path)));
        QVERIFY2(shown.contains(u"$.format: not a Checkpoint Quiz measurement"_s), qPrintable(shown));
        QCOMPARE(state.model().name, u"gpt2-small"_s); // nothing changed
    }

private:
    const QString m_path = QStringLiteral(CQ_TEST_DATA_DIR "/measurements/tinyllama-1.1b-full-torch1.13-cpu.json");
};

QTEST_MAIN(TestMeasurementDialog)
#include "tst_measurementdialog.moc"
