// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/simulatorguide.h"

#include "ui/simulatorpanel.h"

#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QKeyEvent>
#include <QLegend>
#include <QPainter>
#include <QPainterPath>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTabWidget>

using namespace Qt::StringLiterals;

namespace {

// Where a part is: the union of some widgets of the panel, or a region of the memory chart.
enum class Region : quint8 { Widgets, Plot, MemoryAxis, TimeAxis, ChartLegend };

struct PartSpec
{
    Region region;
    QStringList widgets;
    const char *text;
};

const QList<PartSpec> &partSpecs()
{
    static const QList<PartSpec> specs{
        {Region::Widgets,
         {u"layersLabel"_s, u"layersSlider"_s, u"layersSpin"_s},
         QT_TRANSLATE_NOOP("SimulatorGuide", "Layers N: how deep the chain is. Each layer's output, its activation, "
                                             "is needed again when the backward pass reaches that layer.")},
        {Region::Widgets,
         {u"parameterLabel"_s, u"parameterSlider"_s, u"parameterSpin"_s, u"nearSqrtButton"_s},
         QT_TRANSLATE_NOOP("SimulatorGuide", "The schedule's setting: the spacing k between checkpoints (or the "
                                             "memory slots, for Revolve). Near sqrt(N) picks the textbook spacing.")},
        {Region::Widgets,
         {u"modeLabel"_s, u"modeCombo"_s},
         QT_TRANSLATE_NOOP("SimulatorGuide", "Schedule: which activations the forward pass keeps, and which the "
                                             "backward pass recomputes from the nearest checkpoint.")},
        {Region::Widgets,
         {u"ratioLabel"_s, u"ratioSpin"_s},
         QT_TRANSLATE_NOOP("SimulatorGuide", "How many forwards one layer's backward costs: it sets how much the "
                                             "recompute weighs against the whole step.")},
        {Region::Widgets,
         {u"readoutLabel"_s},
         QT_TRANSLATE_NOOP("SimulatorGuide", "The result: the peak number of activations held at once, and the "
                                             "extra layer forwards the recompute costs.")},
        {Region::Plot,
         {},
         QT_TRANSLATE_NOOP("SimulatorGuide", "Activations held during one training step: the line rises while the "
                                             "forward pass keeps them and falls as the backward pass frees them.")},
        {Region::MemoryAxis, {}, QT_TRANSLATE_NOOP("SimulatorGuide", "Up: how many activations are held.")},
        {Region::TimeAxis,
         {},
         QT_TRANSLATE_NOOP("SimulatorGuide", "Across: time, counted in layer forwards; recompute makes the step "
                                             "longer.")},
        {Region::ChartLegend,
         {},
         QT_TRANSLATE_NOOP("SimulatorGuide", "Grey dashed: store every activation. Orange: recompute. Blue: this "
                                             "schedule. Red: its peak.")},
        {Region::Widgets,
         {u"playbackStartButton"_s, u"playbackEndButton"_s, u"playbackSlider"_s, u"playbackSpeedCombo"_s},
         QT_TRANSLATE_NOOP("SimulatorGuide", "Play the step event by event, at the speed chosen on the right, or "
                                             "drag to any moment.")},
        {Region::Widgets,
         {u"layerStrip"_s},
         QT_TRANSLATE_NOOP("SimulatorGuide", "One cell per layer, at the moment shown; the triangle marks the layer "
                                             "running now.")},
        {Region::Widgets,
         {u"legend_0"_s, u"legend_1"_s, u"legend_2"_s, u"legend_3"_s, u"legend_4"_s, u"legend_5"_s},
         QT_TRANSLATE_NOOP("SimulatorGuide", "What each colour of the strip means, and how many layers are in that "
                                             "state now.")},
        {Region::Widgets,
         {u"playbackEventLabel"_s},
         QT_TRANSLATE_NOOP("SimulatorGuide", "The event at this moment: which layer runs, the memory held, the "
                                             "time.")},
        {Region::Widgets,
         {u"chartTabs"_s},
         QT_TRANSLATE_NOOP("SimulatorGuide", "Below: every spacing's memory against its recompute (the trade-off), "
                                             "and where the memory of a step goes.")},
    };
    return specs;
}

constexpr int Badge = 22; // the number's circle, in pixels
constexpr int Margin = 12;

} // namespace

SimulatorGuide::SimulatorGuide(QSplitter *splitter, QTabWidget *tabs, QScrollArea *scroll, PanelSource panel)
    : QWidget(splitter->parentWidget())
    , m_splitter(splitter)
    , m_tabs(tabs)
    , m_scroll(scroll)
    , m_panel(std::move(panel))
    , m_action(new QAction(this))
{
    setObjectName(u"simulatorGuide"_s);
    setFocusPolicy(Qt::StrongFocus);
    m_action->setObjectName(u"simulatorGuideAction"_s);
    m_action->setShortcut(QKeySequence::HelpContents);
    connect(m_action, &QAction::triggered, this, [this] { isVisible() ? hide() : open(); });
    m_splitter->installEventFilter(this);
    connect(m_scroll->verticalScrollBar(), &QScrollBar::valueChanged, this, qOverload<>(&QWidget::update));
    hide();
    retranslate();
}

void SimulatorGuide::open()
{
    m_tabs->setCurrentWidget(m_scroll);
    m_panel(); // built now if the first frame has not built it yet
    m_focusBefore = QApplication::focusWidget();
    setGeometry(m_splitter->geometry());
    raise();
    show();
    setFocus(Qt::PopupFocusReason);
    QString description;
    for (const Part &part : parts())
        description += u"%1. %2\n"_s.arg(part.number).arg(part.text);
    setAccessibleDescription(description);
}

QList<SimulatorGuide::Part> SimulatorGuide::parts() const
{
    QList<Part> result;
    const SimulatorPanel *panel = m_panel();
    const auto *chart = panel ? panel->findChild<QChartView *>(u"timelineChart"_s) : nullptr;
    const auto mapped = [this](const QWidget *widget, const QRect &rect) {
        return QRect(widget->mapTo(parentWidget(), rect.topLeft()) - pos(), rect.size());
    };
    // What scrolls is cut to the viewport; a widget pinned above it (the readout) to the whole area.
    const QRect view = mapped(m_scroll->viewport(), m_scroll->viewport()->rect());
    const QRect pinnedView = mapped(m_scroll, m_scroll->rect());
    int number = 0;
    for (const PartSpec &spec : partSpecs()) {
        QRect rect;
        if (spec.region == Region::Widgets) {
            for (const QString &name : spec.widgets) {
                if (const auto *widget = panel ? m_scroll->findChild<QWidget *>(name) : nullptr;
                    widget && widget->isVisibleTo(m_scroll))
                    rect |= mapped(widget, widget->rect())
                                .intersected(m_scroll->viewport()->isAncestorOf(widget) ? view : pinnedView);
            }
        } else if (chart) {
            // The plot area and the legend are in the chart's own coordinates, which the view places in its scene.
            const QChart *item = chart->chart();
            const QRect plot = chart->mapFromScene(item->mapToScene(item->plotArea())).boundingRect();
            const QRect legend = chart->mapFromScene(item->mapToScene(item->legend()->geometry())).boundingRect();
            const QRect whole = chart->viewport()->rect(); // scene coordinates map to the viewport, below a header
            const QRect area = spec.region == Region::Plot ? plot
                               : spec.region == Region::MemoryAxis
                                   ? QRect(QPoint(whole.left(), plot.top()), QPoint(plot.left() - 1, plot.bottom()))
                               : spec.region == Region::TimeAxis
                                   ? QRect(QPoint(plot.left(), plot.bottom() + 1), QPoint(plot.right(), whole.bottom()))
                                   : legend;
            rect = mapped(chart->viewport(), area).intersected(view);
        }
        result.append({++number, rect, tr(spec.text)});
    }
    return result;
}

QRect SimulatorGuide::listArea() const
{
    // Over the quiz column when it is wide enough to read; else over the lower part of the simulator.
    const QRect quiz(m_splitter->widget(0)->geometry());
    if (m_splitter->orientation() == Qt::Horizontal && quiz.width() >= 260)
        return quiz.adjusted(Margin, Margin, -Margin, -Margin);
    return QRect(0, height() / 2, width(), height() / 2).adjusted(Margin, 0, -Margin, -Margin);
}

void SimulatorGuide::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QList<Part> all = parts();
    QPainterPath dim;
    dim.addRect(rect());
    for (const Part &part : all) {
        if (!part.rect.isEmpty())
            dim.addRect(part.rect);
    }
    dim.setFillRule(Qt::OddEvenFill); // the parts are holes: they stay as bright as they are
    painter.fillPath(dim, QColor(0, 0, 0, 150));

    const QColor accent = palette().color(QPalette::Highlight);
    QFont bold = font();
    bold.setBold(true);
    for (const Part &part : all) {
        if (part.rect.isEmpty())
            continue;
        painter.setPen(QPen(accent, 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(part.rect.adjusted(1, 1, -1, -1), 4, 4);
        // On the part's left edge, so it hides as little of the part as it can.
        const QRect badge(QPoint(part.rect.left() - Badge + 4, part.rect.center().y() - Badge / 2),
                          QSize(Badge, Badge));
        painter.setPen(Qt::NoPen);
        painter.setBrush(accent);
        painter.drawEllipse(badge);
        painter.setPen(palette().color(QPalette::HighlightedText));
        painter.setFont(bold);
        painter.drawText(badge, Qt::AlignCenter, QString::number(part.number));
    }

    // The list: the title, each part's number and sentence, and how to close it.
    const QRect area = listArea();
    painter.setPen(palette().color(QPalette::Mid));
    painter.setBrush(palette().color(QPalette::Window));
    painter.drawRoundedRect(area, 6, 6);
    const QRect inner = area.adjusted(Margin, Margin, -Margin, -Margin);
    int y = inner.top();
    painter.setPen(palette().color(QPalette::WindowText));
    painter.setFont(bold);
    y += painter
             .boundingRect(inner.adjusted(0, y - inner.top(), 0, 0), Qt::TextWordWrap, tr("How to read the simulator"))
             .height();
    painter.drawText(QRect(inner.left(), inner.top(), inner.width(), y - inner.top()), Qt::TextWordWrap,
                     tr("How to read the simulator"));
    y += Margin / 2;
    const int indent = painter.fontMetrics().horizontalAdvance(u"00. "_s);
    for (const Part &part : all) {
        const QString text = part.rect.isEmpty() ? tr("%1 (scroll the simulator to see it)").arg(part.text) : part.text;
        painter.setFont(bold);
        painter.drawText(QRect(inner.left(), y, indent, inner.bottom() - y), Qt::AlignLeft | Qt::AlignTop,
                         QString::number(part.number));
        painter.setFont(font());
        QRect box(inner.left() + indent, y, inner.width() - indent, inner.bottom() - y);
        const QRect used = painter.boundingRect(box, Qt::TextWordWrap, text);
        painter.drawText(box, Qt::TextWordWrap, text);
        y += used.height() + 3;
        if (y >= inner.bottom())
            break;
    }
    if (y < inner.bottom())
        painter.drawText(QRect(inner.left(), y + Margin / 2, inner.width(), inner.bottom() - y), Qt::TextWordWrap,
                         tr("Esc or a click closes this guide."));
}

void SimulatorGuide::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape || event->matches(QKeySequence::HelpContents)) {
        hide();
        if (m_focusBefore)
            m_focusBefore->setFocus();
        return;
    }
    if (event->key() == Qt::Key_PageDown || event->key() == Qt::Key_PageUp) {
        const QScrollBar *bar = m_scroll->verticalScrollBar();
        m_scroll->verticalScrollBar()->setValue(
            bar->value() + (event->key() == Qt::Key_PageDown ? bar->pageStep() : -bar->pageStep()));
        return;
    }
    QWidget::keyPressEvent(event);
}

void SimulatorGuide::mousePressEvent(QMouseEvent *)
{
    hide();
    if (m_focusBefore)
        m_focusBefore->setFocus();
}

void SimulatorGuide::wheelEvent(QWheelEvent *event)
{
    QApplication::sendEvent(m_scroll->verticalScrollBar(), event);
}

bool SimulatorGuide::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_splitter && (event->type() == QEvent::Resize || event->type() == QEvent::Move) && isVisible())
        setGeometry(m_splitter->geometry());
    return QWidget::eventFilter(watched, event);
}

void SimulatorGuide::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SimulatorGuide::retranslate()
{
    m_action->setText(tr("How to &Read the Simulator"));
    m_action->setStatusTip(tr("Numbers and explains every part of the simulator's charts and controls."));
    setAccessibleName(tr("How to read the simulator"));
    update();
}
