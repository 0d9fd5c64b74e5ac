#pragma once

#include "core/simulator/chain.h"
#include "core/simulator/schedulesetting.h"
#include "core/simulator/simulationsnapshot.h"

#include <QWidget>

#include <memory>

class BudgetChart;
class MemoryTimelineChart;
class TradeoffChart;
struct ReportSimulatorSection;
namespace Ui {
class SimulatorPanel;
}

// The visualizer half of the window: layers N (log slider and spin box), spacing k (slider and spin box, with a
// button that snaps to the best k near sqrt(N)), the schedule (uniform spacing, PyTorch checkpoint_sequential, or
// the optimal Revolve schedule at the same memory) and the backward-to-forward cost ratio. Every change re-simulates
// synchronously, because a step costs well under a frame (see bench/), and redraws the two charts and the readout.
class SimulatorPanel final : public QWidget
{
    Q_OBJECT
public:
    static constexpr qint64 MaxLayers = Chain::MaxLayers;
    static constexpr int LogSliderSteps = 1000; // slider resolution where N or k is too large for one step per value

    explicit SimulatorPanel(QWidget *parent = nullptr);
    ~SimulatorPanel() override;

    void setLayers(qint64 layers);
    void setSpacing(qint64 spacing);
    void setSchedule(ScheduleKind schedule);
    void setBackwardRatio(double ratio);
    void snapSpacingToBest();

    qint64 layers() const { return m_layers; }
    qint64 spacing() const { return m_spacing; }
    ScheduleKind schedule() const { return m_schedule; }
    ScheduleSetting currentSetting() const;
    // The readout and the note under the schedule, in the current language.
    void showFigures(const ScheduleSetting &setting);
    QString readout() const;

    // The settings, figures and a picture of both charts as they are now, for score reports.
    ReportSimulatorSection reportSection() const;

    MemoryTimelineChart *timelineChart() const;
    TradeoffChart *tradeoffChart() const;
    BudgetChart *budgetChart() const;

signals:
    void simulated();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void syncControls();
    void recomputeCurves();
    void showTradeoffCurves();
    void pickParameter(qint64 parameter);
    void simulate();
    void fillScheduleCombo();

    Chain m_chain = Chain::units(100);
    qint64 m_layers = 100;
    qint64 m_spacing = 10;
    ScheduleKind m_schedule = ScheduleKind::Uniform;
    double m_backwardRatio = ScheduleSetting::DefaultBackwardRatio;
    SimulationSnapshot m_snapshot;
    int m_columns = 0;       // the plot width the timeline was decimated for
    double m_timeSpan = 0.0; // the timeline's fixed time axis for this N and cost ratio

    std::unique_ptr<Ui::SimulatorPanel> m_ui;
};
