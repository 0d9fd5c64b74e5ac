// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/practice/practiceset.h"
#include "core/quiz/questionbankwriter.h"
#include "core/quiz/quizfile.h"
#include "core/session/session.h"
#include "ui/budgetchart.h"
#include "ui/mainwindow.h"
#include "ui/memorytimelinechart.h"
#include "ui/optionbutton.h"
#include "ui/predictionbox.h"
#include "ui/predictionmarker.h"
#include "ui/quizpanel.h"
#include "ui/simulatorpanel.h"
#include "ui/tradeoffchart.h"

#include <QCategoryAxis>
#include <QChartView>
#include <QFile>
#include <QGraphicsLineItem>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QLogValueAxis>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>

#include <cmath>

using namespace Qt::StringLiterals;

// Predict, then simulate (ux-2 F14): a practice question takes a committed number before its options or the
// simulator show; the number picks the option it matches (the key, a typical mistake, or another number), and a peek
// at the simulator first costs the point. The bank format carries the values and the tolerance.
class TestPredictionBox : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<MainWindow> m_window;
    PredictionBox *m_box = nullptr;

    Session *session() const { return m_window->session(); }
    const Question &question() const { return session()->attempt().question(m_window->quizPanel()->currentQuestion()); }
    int visibleOptions() const
    {
        int shown = 0;
        for (const OptionButton *option : m_window->quizPanel()->findChildren<OptionButton *>())
            shown += option->isVisibleTo(m_window->quizPanel()) ? 1 : 0;
        return shown;
    }
    QList<PredictionMarker *> shownMarkers() const
    {
        QList<PredictionMarker *> shown;
        for (const QChartView *view : m_window->findChildren<QChartView *>()) // a chart is no QObject child of its view
            for (PredictionMarker *marker : view->chart()->findChildren<PredictionMarker *>())
                if (marker->isVisible())
                    shown.append(marker);
        return shown;
    }
    void predict(const QString &text)
    {
        m_box->numberEdit()->setFocus();
        m_box->numberEdit()->setText(text);
        QTest::keyClick(m_box->numberEdit(), Qt::Key_Return);
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        QSettings().clear();
        m_window = std::make_unique<MainWindow>(PracticeSet::generate(7), 0);
        m_window->setLanguage(u"en"_s, false);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_box = m_window->findChild<PredictionBox *>(u"predictionBox"_s);
        QVERIFY(m_box);
    }
    void cleanup() { m_window.reset(); }

    void theKeysNumberIsRightAndReturnStaysOnTheQuestion()
    {
        QVERIFY(question().prediction);
        QVERIFY(m_box->isVisible());
        QCOMPARE(visibleOptions(), 0);
        auto *tabs = m_window->findChild<QTabWidget *>(u"visualizerTabs"_s);
        QVERIFY(m_box->cover()->isVisible());
        QCOMPARE(m_box->cover()->geometry(), tabs->rect());
        const double key = question().prediction->values.at(question().correctOption);
        predict(QLocale().toString(qint64(key)));
        QVERIFY(session()->attempt().isAnswered(0));
        QVERIFY(session()->attempt().isCorrect(0));
        QCOMPARE(m_window->quizPanel()->currentQuestion(), 0); // Return committed, and went no further
        QVERIFY(!m_box->isVisible());
        QVERIFY(!m_box->cover()->isVisible());
        QCOMPARE(visibleOptions(), int(question().options.size()));
    }

    // A number that is a typical mistake gets that mistake's feedback; one that is none of them, "another number".
    void aMistakesNumberChoosesItsOption()
    {
        const Question &first = question();
        const int wrong = (first.correctOption + 1) % int(first.prediction->values.size());
        predict(QString::number(qint64(first.prediction->values.at(wrong))));
        QCOMPARE(session()->attempt().chosenBankOption(0), wrong);
        QVERIFY(!session()->attempt().isCorrect(0));
        QVERIFY(m_window->quizPanel()->findChild<QLabel *>(u"optionFeedbackLabel"_s)->isVisible());

        m_window->quizPanel()->goToQuestion(1);
        QTRY_VERIFY(m_box->numberEdit()->hasFocus()); // the keyboard goes to the number, not to hidden options
        predict(u"a lot"_s);
        QVERIFY(!session()->attempt().isAnswered(1));
        QCOMPARE(m_box->findChild<QLabel *>(u"predictionStatus"_s)->text(), u"Type a number, such as 19."_s);
        predict(u"-123456789"_s);
        QCOMPARE(session()->attempt().chosenBankOption(1), question().prediction->otherOption());
        QCOMPARE(question().options.at(question().prediction->otherOption()).text.text(u"en"_s), u"Another number"_s);
    }

    // The panel's digit keys choose an option on screen only: a prediction's (and a task's) are not on screen yet.
    void digitKeysDoNotAnswerHiddenOptions()
    {
        m_window->quizPanel()->setFocus();
        QTest::keyClick(m_window->quizPanel(), Qt::Key_1);
        QVERIFY(!session()->attempt().isAnswered(0));
        QVERIFY(m_box->cover()->isVisible());
    }

    void peekingCostsThePoint()
    {
        QTest::mouseClick(m_box->peekButton(), Qt::LeftButton);
        QCOMPARE(session()->attempt().chosenBankOption(0), question().prediction->peekedOption());
        QVERIFY(!session()->attempt().isCorrect(0));
        QVERIFY(!m_box->cover()->isVisible());
        QVERIFY(shownMarkers().isEmpty()); // nothing committed, nothing drawn
        m_window->quizPanel()->goToQuestion(1);
        QVERIFY(m_box->cover()->isVisible()); // the next one is covered again
    }

    // Commit, then see (ux-2 F14): the scene draws the number typed on the axis that measures it, beside the truth,
    // until the question changes. Each position is checked against the axis' own scale.
    void theCommittedNumberIsDrawnBesideTheTruth()
    {
        m_window->setWindowState(Qt::WindowNoState);
        m_window->resize(1366, 768); // charts of a real size: the labels must fit on their plots
        using Highlight = SimulatorScene::Highlight;
        QSet<Highlight> seen;
        for (int index = 0; index < session()->attempt().questionCount(); ++index) {
            m_window->quizPanel()->goToQuestion(index);
            QVERIFY(shownMarkers().isEmpty());
            const Question &asked = question();
            const qint64 truth = qint64(asked.prediction->values.at(asked.correctOption));
            const qint64 typed = truth + 1; // not the truth: the mark must be the learner's number
            predict(QString::number(typed));
            const QList<PredictionMarker *> shown = shownMarkers();
            QCOMPARE(shown.size(), 1);
            const PredictionMarker *marker = shown.first();
            const auto *chart = qobject_cast<QChart *>(marker->parent());
            // The label stays on the plot (the budget chart is laid out when its tab first shows: wait for it).
            const auto boxOf = [marker] { return marker->box()->mapRectToParent(marker->box()->rect()); };
            QTRY_VERIFY(chart->plotArea().contains(boxOf()));
            const QRectF plot = chart->plotArea();
            const QLineF line = marker->line()->line();
            const Highlight highlight = asked.scene->highlight;
            seen.insert(highlight);
            SimulatorPanel *panel = m_window->simulatorPanel();
            switch (highlight) {
            case Highlight::Peak: {
                QCOMPARE(chart, panel->timelineChart()->chart());
                QCOMPARE(marker->text(), u"Your prediction %1"_s.arg(QLocale().toString(typed)));
                const QValueAxis *axis = panel->timelineChart()->memoryAxis();
                const double y
                    = plot.bottom() - (double(typed) - axis->min()) / (axis->max() - axis->min()) * plot.height();
                QVERIFY2(std::abs(line.y1() - y) < 0.5, qPrintable(u"%1 vs %2"_s.arg(line.y1()).arg(y)));
                QCOMPARE(line.y1(), line.y2());
                break;
            }
            case Highlight::Recompute:
                QCOMPARE(chart, panel->timelineChart()->chart());
                QCOMPARE(marker->text(), u"Your prediction: %1 extra layer forwards. The simulator: %2, the shaded "
                                         "reruns."_s.arg(QLocale().toString(typed), QLocale().toString(truth)));
                QVERIFY(!marker->line()->isVisible());
                break;
            case Highlight::Tradeoff: {
                QCOMPARE(chart, panel->tradeoffChart()->chart());
                const QLogValueAxis *axis = panel->tradeoffChart()->parameterAxis();
                const double x
                    = plot.left()
                      + std::log(double(typed) / axis->min()) / std::log(axis->max() / axis->min()) * plot.width();
                QVERIFY2(std::abs(line.x1() - x) < 0.5, qPrintable(u"%1 vs %2"_s.arg(line.x1()).arg(x)));
                QCOMPARE(line.x1(), line.x2());
                break;
            }
            case Highlight::Overhead: {
                QCOMPARE(chart, panel->budgetChart()->chart());
                const QCategoryAxis *axis = panel->budgetChart()->extraAxis();
                const double y
                    = plot.bottom()
                      - (std::log10(1.0 + double(typed)) - axis->min()) / (axis->max() - axis->min()) * plot.height();
                QVERIFY2(std::abs(line.y1() - y) < 0.5, qPrintable(u"%1 vs %2"_s.arg(line.y1()).arg(y)));
                break;
            }
            default:
                QFAIL("a practice scene without a figure to compare with");
            }
        }
        QCOMPARE(seen,
                 (QSet<Highlight>{Highlight::Peak, Highlight::Recompute, Highlight::Tradeoff, Highlight::Overhead}));
        m_window->quizPanel()->goToQuestion(0);
        QVERIFY(shownMarkers().isEmpty()); // another question's scene ended, and its mark with it
    }

    // The values and the tolerance survive the bank format (an attempt in progress keeps its practice bank), the two
    // outcome options are the app's, and a bad prediction is refused where it is.
    void theBankFormatCarriesPredictions()
    {
        const QuestionBank bank = PracticeSet::generate(11);
        const QJsonObject json = QuestionBankWriter::toJson(bank);
        const QJsonObject first = json.value(u"questions"_s).toArray().at(0).toObject();
        QCOMPARE(first.value(u"options"_s).toArray().size(), PracticeSet::OptionsPerQuestion);
        QVERIFY(first.value(u"prediction"_s).toObject().contains(u"tolerance"_s));
        const Expected<QuestionBank> read = QuestionBankLoader::fromObject(json, u"practice.json"_s);
        QVERIFY2(read, qPrintable(read.error()));
        QCOMPARE(QuestionBankWriter::toJson(*read), json);
        QCOMPARE(read->questions.at(0).options.size(), bank.questions.at(0).options.size());
        QCOMPARE(read->questions.at(0).prediction->values, bank.questions.at(0).prediction->values);

        // Moodle gets the multiple choice a prediction stands on, without the app's two outcome options.
        QTemporaryDir dir;
        const QString gift = dir.filePath(u"practice.gift"_s);
        QVERIFY(QuizFile::exportBank(bank, gift, u"en"_s));
        QFile file(gift);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY(!text.contains(u"Another number"_s));
        QVERIFY(!text.contains(u"Looked at the simulator first"_s));
        QVERIFY(text.contains(bank.questions.at(0).options.at(bank.questions.at(0).correctOption).text.text(u"en"_s)));

        const auto broken = [&](const std::function<void(QJsonObject &)> &edit) {
            QJsonObject question = first;
            edit(question);
            QJsonObject copy = json;
            copy.insert(u"questions"_s, QJsonArray{question});
            const Expected<QuestionBank> loaded = QuestionBankLoader::fromObject(copy, u"bad.json"_s);
            return loaded ? QString() : loaded.error();
        };
        QVERIFY(broken([](QJsonObject &q) {
                    q.insert(u"prediction"_s, QJsonObject{{u"tolerance"_s, -1}});
                }).contains(u"$.questions[0].prediction.tolerance: expected the tolerance"_s));
        QVERIFY(broken([](QJsonObject &q) {
                    QJsonArray options = q.value(u"options"_s).toArray();
                    QJsonObject option = options.at(2).toObject();
                    option.remove(u"value"_s);
                    options.replace(2, option);
                    q.insert(u"options"_s, options);
                }).contains(u"$.questions[0].options[2]"_s));
    }
};

QTEST_MAIN(TestPredictionBox)
#include "tst_predictionbox.moc"
