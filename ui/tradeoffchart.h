#pragma once

#include <QChartView>

class QLineSeries;
class QLogValueAxis;
class QValueAxis;
struct RevolveFrontier;
struct SpacingCurve;

// Chart (b): what every spacing k costs. Peak memory (left axis) and extra layer forwards (right axis) of uniform
// spacing for k = 1..N on a logarithmic k axis, the extra forwards the optimal (Revolve) schedule needs at the same
// peak memory, and two markers: the current k and sqrt(N). The curves change only with N (setCurves); dragging k
// moves only the marker (setCurrentSpacing), so the slider's hot path never touches the million-point curves.
class TradeoffChart final : public QChartView
{
    Q_OBJECT
public:
    explicit TradeoffChart(QWidget *parent = nullptr);

    void setCurves(qint64 layers, const SpacingCurve &uniform, const RevolveFrontier &frontier);
    void setCurrentSpacing(qint64 spacing);
    void retranslate();

    QLineSeries *peakSeries() const { return m_peak; }
    QLineSeries *extraSeries() const { return m_extra; }
    QLineSeries *revolveSeries() const { return m_revolve; }
    QLineSeries *currentMarker() const { return m_current; }
    QLineSeries *sqrtMarker() const { return m_sqrt; }

private:
    void showCurveToolTip(const QPointF &point, bool state);

    qint64 m_layers = 1;
    QList<qint64> m_peakByK;
    QList<qint64> m_extraByK;
    QList<qint64> m_revolveByK;
    QLineSeries *m_peak = nullptr;
    QLineSeries *m_extra = nullptr;
    QLineSeries *m_revolve = nullptr;
    QLineSeries *m_current = nullptr;
    QLineSeries *m_sqrt = nullptr;
    QLogValueAxis *m_spacingAxis = nullptr;
    QValueAxis *m_memoryAxis = nullptr;
    QValueAxis *m_computeAxis = nullptr;
};
