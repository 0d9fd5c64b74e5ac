// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/export/reportchartrenderer.h"

#include "core/report/simulatorreadings.h"
#include "core/simulator/unitchainmodel.h"
#include "ui/memorytimelinechart.h"
#include "ui/tradeoffchart.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QBuffer>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QTranslator>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

// The report's translations and digits while the charts take their texts, when the window shows another language;
// removing them again leaves the window as it was (the LanguageChange events the translator posts reach widgets
// after the removal). The charts' own labels ("Peak 19", "S = 4", log-axis ticks) format with the default locale.
class ReportLanguage final
{
public:
    Q_DISABLE_COPY_MOVE(ReportLanguage)
    explicit ReportLanguage(const QString &language)
    {
        if (QLocale().language() != QLocale(language).language()
            && m_translator.load(u":/i18n/checkpoint-quiz_%1.qm"_s.arg(language)))
            m_installed = QCoreApplication::installTranslator(&m_translator);
        QLocale::setDefault(QLocale(language));
    }
    ~ReportLanguage()
    {
        QLocale::setDefault(m_windowLocale);
        if (m_installed)
            QCoreApplication::removeTranslator(&m_translator);
    }

private:
    QLocale m_windowLocale;
    QTranslator m_translator;
    bool m_installed = false;
};

// Lays a chart view out at `size` without showing it on screen and paints its chart (the viewport: the scene, none of
// the view's own widgets) at `origin` of the painter.
void paintOffScreen(QAbstractScrollArea *view, const QSize &size, QPainter &painter, const QPoint &origin)
{
    view->setAttribute(Qt::WA_DontShowOnScreen);
    view->resize(size);
    view->show(); // lays out the chart; never mapped on screen
    QCoreApplication::sendPostedEvents();
    view->viewport()->render(&painter, origin, QRegion(), {}); // on the page's white, not the window's grey
    view->hide();
}

} // namespace

QByteArray ReportChartRenderer::render(const SimulatorReadings &readings, const QString &language)
{
    if (readings.layers < 1)
        return {};
    const ReportLanguage translations(language);
    const QLocale locale(language);
    // The window's own model, headless: the same time axis, snapshot and curve as the panel shows for this setting.
    UnitChainModel model;
    model.setColumns(LogicalSize.width() * PixelRatio);
    model.show(readings.layers, readings.setting());

    QImage image(LogicalSize * PixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(PixelRatio);
    image.fill(Qt::white);
    QPainter painter(&image);
    const bool withTradeoff = readings.schedule != ScheduleKind::StoreAll;
    const int timelineHeight = withTradeoff ? LogicalSize.height() * 5 / 9 : LogicalSize.height();

    MemoryTimelineChart timeline;
    timeline.setForPrint(true);
    timeline.chart()->setLocale(locale);
    timeline.retranslate();
    timeline.showModel(model);
    paintOffScreen(&timeline, QSize(LogicalSize.width(), timelineHeight), painter, QPoint(0, 0));

    if (withTradeoff) {
        TradeoffChart tradeoff;
        tradeoff.chart()->setLocale(locale);
        tradeoff.retranslate();
        tradeoff.setPointSource([&](qint64 parameter) { return model.pointAt(parameter); });
        tradeoff.setCurve(model.schedule(), readings.layers, model.curve(model.curveSchedule()));
        tradeoff.setCurrentParameter(model.parameter());
        paintOffScreen(&tradeoff, QSize(LogicalSize.width(), LogicalSize.height() - timelineHeight), painter,
                       QPoint(0, timelineHeight));
    }
    painter.end();

    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return png;
}
