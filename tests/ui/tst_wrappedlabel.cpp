// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/wrappedlabel.h"

#include <QTest>

#include <functional>

using namespace Qt::StringLiterals;

// WrappedLabel answers heightForWidth() from the heights it remembers: after any change that moves the text's lines
// its answers must still be QLabel's own, width for width.
class TestWrappedLabel final : public QObject
{
    Q_OBJECT

    using Change = std::function<void(QLabel *)>;

    static QList<int> widths() { return {40, 90, 160, 300, 90, 600, 40, 1200}; }

    // Asks both labels for every width (so the wrapped one remembers some), changes both, asks again.
    static void compareThroughChange(const Change &change)
    {
        WrappedLabel wrapped;
        QLabel plain;
        for (QLabel *label : {static_cast<QLabel *>(&wrapped), &plain}) {
            label->setWordWrap(true);
            label->setText(u"Gradient checkpointing keeps a few activations and recomputes the others during the "
                           "backward pass, trading compute for memory."_s);
        }
        for (const int width : widths())
            QCOMPARE(wrapped.heightForWidth(width), plain.heightForWidth(width));
        change(&wrapped);
        change(&plain);
        for (const int width : widths())
            QCOMPARE(wrapped.heightForWidth(width), plain.heightForWidth(width));
    }

private slots:
    void answersAsQLabelAfterEachChange_data()
    {
        QTest::addColumn<Change>("change");
        QTest::newRow("nothing") << Change([](QLabel *) {});
        QTest::newRow("longer text") << Change([](QLabel *label) { label->setText(label->text().repeated(3)); });
        QTest::newRow("shorter text") << Change([](QLabel *label) { label->setText(u"Recompute."_s); });
        QTest::newRow("rich text") << Change([](QLabel *label) {
            label->setTextFormat(Qt::RichText);
            label->setText(u"Call <code>torch.utils.checkpoint</code> on each <b>segment</b> of the model, "
                           "then compare the peak memory of both runs."_s);
        });
        QTest::newRow("no word wrap") << Change([](QLabel *label) { label->setWordWrap(false); });
        QTest::newRow("bigger font") << Change([](QLabel *label) {
            QFont font = label->font();
            font.setPointSizeF(font.pointSizeF() * 2);
            label->setFont(font);
        });
        QTest::newRow("bold font") << Change([](QLabel *label) {
            QFont font = label->font();
            font.setBold(true);
            label->setFont(font);
        });
        QTest::newRow("margin") << Change([](QLabel *label) { label->setMargin(17); });
        QTest::newRow("indent") << Change([](QLabel *label) { label->setIndent(33); });
        QTest::newRow("contents margins") << Change([](QLabel *label) { label->setContentsMargins(25, 3, 31, 9); });
        QTest::newRow("style sheet font") << Change([](QLabel *label) { label->setStyleSheet(u"font-size: 23px"_s); });
    }

    void answersAsQLabelAfterEachChange()
    {
        QFETCH(Change, change);
        compareThroughChange(change);
    }

    // More widths than it remembers, asked in turn twice: the oldest are dropped and computed again, never mixed up.
    void moreWidthsThanItRemembers()
    {
        WrappedLabel wrapped;
        QLabel plain;
        for (QLabel *label : {static_cast<QLabel *>(&wrapped), &plain}) {
            label->setWordWrap(true);
            label->setText(u"One two three four five six seven eight nine ten eleven twelve thirteen."_s);
        }
        for (int round = 0; round < 2; ++round) {
            for (int width = 30; width <= 330; width += 20)
                QCOMPARE(wrapped.heightForWidth(width), plain.heightForWidth(width));
        }
    }
};

QTEST_MAIN(TestWrappedLabel)
#include "tst_wrappedlabel.moc"
