// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/playbackpanel.h"

#include "core/simulator/simulator.h"
#include "ui/activationstatestyle.h"
#include "ui/backgroundtask.h"
#include "ui/layerstrip.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QSlider>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>

#include <memory>
#include <optional>

using namespace Qt::StringLiterals;

namespace {

QPushButton *mediaButton(QWidget *parent, const QString &objectName, QStyle::StandardPixmap icon)
{
    auto *button = new QPushButton(parent);
    button->setObjectName(objectName);
    button->setIcon(parent->style()->standardIcon(icon));
    button->setFocusPolicy(Qt::StrongFocus);
    return button;
}

} // namespace

PlaybackPanel::PlaybackPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"playbackPanel"_s);
    m_startButton = mediaButton(this, u"playbackStartButton"_s, QStyle::SP_MediaSkipBackward);
    m_backButton = mediaButton(this, u"playbackBackButton"_s, QStyle::SP_MediaSeekBackward);
    m_playButton = mediaButton(this, u"playbackPlayButton"_s, QStyle::SP_MediaPlay);
    m_forwardButton = mediaButton(this, u"playbackForwardButton"_s, QStyle::SP_MediaSeekForward);
    m_endButton = mediaButton(this, u"playbackEndButton"_s, QStyle::SP_MediaSkipForward);
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setObjectName(u"playbackSlider"_s);
    m_slider->setFocusPolicy(Qt::StrongFocus);
    m_slider->installEventFilter(this);
    m_strip = new LayerStrip(this);
    m_strip->setObjectName(u"layerStrip"_s);
    m_eventLabel = new QLabel(this);
    m_eventLabel->setObjectName(u"playbackEventLabel"_s);
    m_eventLabel->setTextFormat(Qt::PlainText);
    m_eventLabel->setWordWrap(true);

    auto *controls = new QHBoxLayout;
    for (QPushButton *button : {m_startButton, m_backButton, m_playButton, m_forwardButton, m_endButton}) {
        controls->addWidget(button);
        button->installEventFilter(this);
    }
    controls->addWidget(m_slider, 1);
    m_speedCombo = new QComboBox(this);
    m_speedCombo->setObjectName(u"playbackSpeedCombo"_s);
    for (const double speed : {0.25, 0.5, 1.0, 2.0, 4.0})
        m_speedCombo->addItem(QString(), speed);
    m_speedCombo->setCurrentIndex(2);
    connect(m_speedCombo, &QComboBox::currentIndexChanged, this,
            [this](int index) { m_speed = m_speedCombo->itemData(index).toDouble(); });
    controls->addWidget(m_speedCombo);
    auto *legend = new QGridLayout;
    legend->setHorizontalSpacing(6);
    legend->setVerticalSpacing(2);
    for (int i = 0; i < ActivationStateCount; ++i) {
        m_swatches[std::size_t(i)] = new QLabel(this);
        m_legend[std::size_t(i)] = new QLabel(this);
        m_legend[std::size_t(i)]->setTextFormat(Qt::PlainText);
        m_legend[std::size_t(i)]->setObjectName(
            u"legend_%1"_s.arg(int(ActivationStateStyle::legendOrder[std::size_t(i)])));
        legend->addWidget(m_swatches[std::size_t(i)], i / 3, (i % 3) * 2);
        legend->addWidget(m_legend[std::size_t(i)], i / 3, (i % 3) * 2 + 1);
    }
    for (int column = 1; column < 6; column += 2)
        legend->setColumnStretch(column, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(controls);
    layout->addWidget(m_strip);
    layout->addLayout(legend);
    layout->addWidget(m_eventLabel);

    m_recorder = new BackgroundTask(this, this);
    m_recorder->setObjectName(u"playbackRecorder"_s);
    m_playTimer = new QTimer(this);
    m_playTimer->setInterval(TickMs);
    connect(m_playTimer, &QTimer::timeout, this, &PlaybackPanel::tick);

    // Every control is the learner's: it tells the panel (a scene stops), and waits for a schedule being recorded.
    const auto used = [this] { emit userInteracted(); };
    connect(m_playButton, &QPushButton::clicked, this, [this, used] {
        used();
        togglePlay();
    });
    connect(m_startButton, &QPushButton::clicked, this, [this, used] {
        used();
        pause();
        seek(0);
    });
    connect(m_endButton, &QPushButton::clicked, this, [this, used] {
        used();
        pause();
        whenRecorded([this] { seekNow(m_replay.eventCount()); });
    });
    connect(m_backButton, &QPushButton::clicked, this, [this, used] {
        used();
        step(-1);
    });
    connect(m_forwardButton, &QPushButton::clicked, this, [this, used] {
        used();
        step(1);
    });
    connect(m_slider, &QSlider::valueChanged, this, [this, used](int value) {
        used();
        pause();
        seek(value);
    });
    retranslate();
    showFrame();
}

PlaybackPanel::~PlaybackPanel() = default;

void PlaybackPanel::setSchedule(const Chain &chain, const ScheduleSetting &setting, const ScheduleFigures &figures)
{
    // A re-simulation of the same schedule (a resize, the curves catching up after N changed) leaves the cursor where
    // it is, playing or not; one still waiting or being recorded goes on, with the control waiting for it.
    const auto same = [](const ScheduleSetting &a, const ScheduleSetting &b) {
        return a.kind == b.kind && a.spacing == b.spacing && a.segments == b.segments && a.slotCount == b.slotCount
               && a.useReentrant == b.useReentrant && a.layersSaveOutput == b.layersSaveOutput
               && a.backwardRatio == b.backwardRatio;
    };
    if (chain.isUnitModel() && m_chain.isUnitModel() && chain.layerCount() == m_chain.layerCount()
        && same(setting, m_setting) && m_generation > 0)
        return;
    pause();
    m_chain = chain;
    m_setting = setting;
    m_stale = true;
    m_afterRecording = {};
    ++m_generation;
    // Small schedules are recorded at once; large ones (a quarter of a second at N = 10^6) when the learner first uses
    // a playback control, so that a pause while dragging N or k never stalls. Dimmed until then.
    // A schedule's events: a run and a save per layer forward, a backward and a free per layer (an upper bound).
    if (!figures.valid || 2 * figures.layerForwards + 2 * chain.layerCount() <= ImmediateEvents) {
        record(false);
        return;
    }
    showFrame();
}

void PlaybackPanel::whenRecorded(std::function<void()> action)
{
    if (!m_stale)
        return action();
    m_afterRecording = std::move(action);
    if (!isRecording())
        record(true);
}

bool PlaybackPanel::isRecording() const
{
    return m_recorder->isRunning();
}

void PlaybackPanel::record(bool offThread)
{
    const auto recording = [chain = m_chain, setting = m_setting] {
        return Simulator::validationError(chain, setting).isEmpty() ? ScheduleReplay(chain, setting, Cells)
                                                                    : ScheduleReplay();
    };
    if (!offThread)
        return recorded(recording());
    auto result = std::make_shared<std::optional<ScheduleReplay>>();
    m_recorder->start(
        tr("Recording the schedule for playback…"),
        [recording, result](const std::atomic_bool &) { *result = recording(); },
        [this, generation = m_generation, result](bool finished) {
            if (generation != m_generation) {
                // The schedule changed meanwhile: its result is dropped. A control used since waits for the new one.
                if (m_stale && m_afterRecording && !isRecording())
                    record(true);
                return;
            }
            if (!finished || !*result) {
                m_afterRecording = {};
                m_replay = ScheduleReplay(); // cancelled: nothing to play until a control is used again
                showFrame();
                return;
            }
            recorded(std::move(**result));
            if (const std::function<void()> action = std::exchange(m_afterRecording, {}))
                action();
        });
}

void PlaybackPanel::recorded(ScheduleReplay replay)
{
    m_replay = std::move(replay);
    m_stale = false;
    {
        const QSignalBlocker block(m_slider);
        m_slider->setRange(0, m_replay.isComplete() ? int(m_replay.eventCount()) : 0);
        m_slider->setPageStep(int(qMax<qint64>(1, m_replay.eventCount() / 20)));
    }
    m_frame = m_replay.frame(m_replay.backwardStart());
    showFrame();
}

void PlaybackPanel::play()
{
    whenRecorded([this] {
        if (!m_replay.isComplete())
            return;
        if (m_frame.position >= m_replay.eventCount())
            seekNow(0);
        setPlaying(true);
    });
}

void PlaybackPanel::pause()
{
    m_afterRecording = {};
    setPlaying(false);
}

void PlaybackPanel::togglePlay()
{
    if (isPlaying())
        pause();
    else
        play();
}

bool PlaybackPanel::isPlaying() const
{
    return m_playTimer->isActive();
}

void PlaybackPanel::setPlaying(bool playing)
{
    if (playing == isPlaying())
        return;
    if (playing) {
        m_carry = 1.0; // the first tick moves at once
        m_playTimer->start();
    } else
        m_playTimer->stop();
    retranslate();
    emit playingChanged(playing);
}

void PlaybackPanel::setPlayDuration(int milliseconds)
{
    m_playDurationMs = qMax(0, milliseconds);
}

int PlaybackPanel::playDuration() const
{
    if (m_playDurationMs > 0)
        return m_playDurationMs;
    // Long schedules (N = 100 has 481 events) at most 30 s, where the speed box takes over.
    return int(qBound(qint64(8000), m_replay.eventCount() * MinEventMs, qint64(30'000)));
}

void PlaybackPanel::setSpeed(double speed)
{
    const int index = m_speedCombo->findData(speed);
    if (index >= 0)
        m_speedCombo->setCurrentIndex(index); // sets m_speed
}

double PlaybackPanel::eventsPerTick() const
{
    return double(m_replay.eventCount()) * TickMs * m_speed / playDuration();
}

void PlaybackPanel::seek(qint64 position)
{
    whenRecorded([this, position] { seekNow(position); });
}

void PlaybackPanel::seekNow(qint64 position)
{
    if (!m_replay.isComplete())
        return;
    m_frame = m_replay.frame(position);
    showFrame();
}

void PlaybackPanel::seekTime(double time)
{
    emit userInteracted();
    pause();
    whenRecorded([this, time] { seekNow(m_replay.positionAtTime(time)); });
}

void PlaybackPanel::step(qint64 events)
{
    pause();
    whenRecorded([this, events] { seekNow(m_frame.position + events); });
}

void PlaybackPanel::tick()
{
    // The whole schedule in playDuration() / speed: several events a tick for long ones, one every few ticks for
    // short ones, the remainder carried from tick to tick.
    m_carry += eventsPerTick();
    const auto events = qint64(m_carry);
    m_carry -= double(events);
    if (events == 0)
        return;
    seekNow(m_frame.position + events);
    if (m_frame.position >= m_replay.eventCount()) {
        pause();
        emit playFinished();
    }
}

void PlaybackPanel::setRecomputeEmphasis(bool emphasis)
{
    m_strip->setRecomputeEmphasis(emphasis);
}

bool PlaybackPanel::eventFilter(QObject *watched, QEvent *event)
{
    // Space plays or pauses on every playback control, as in a media player; Enter presses a focused button, which
    // outside a dialog Qt leaves to Space alone.
    if (event->type() != QEvent::KeyPress && event->type() != QEvent::KeyRelease)
        return QWidget::eventFilter(watched, event);
    const int key = static_cast<QKeyEvent *>(event)->key();
    if (key == Qt::Key_Space) {
        if (event->type() == QEvent::KeyPress && !static_cast<QKeyEvent *>(event)->isAutoRepeat()) {
            emit userInteracted();
            togglePlay();
        }
        return true;
    }
    auto *button = qobject_cast<QPushButton *>(watched);
    if (button && (key == Qt::Key_Return || key == Qt::Key_Enter)) {
        if (event->type() == QEvent::KeyPress)
            button->click();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void PlaybackPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange) {
        retranslate(); // the swatches follow the theme
        m_strip->update();
    }
    QWidget::changeEvent(event);
}

void PlaybackPanel::retranslate()
{
    const bool playing = isPlaying();
    m_playButton->setText(playing ? tr("Pause") : tr("Play"));
    m_playButton->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_playButton->setAccessibleName(playing ? tr("Pause playback") : tr("Play the schedule"));
    m_playButton->setToolTip(tr("Play or pause the schedule event by event (Space on any playback control)"));
    m_startButton->setAccessibleName(tr("Go to the start of the schedule"));
    m_backButton->setAccessibleName(tr("Step back one event"));
    m_forwardButton->setAccessibleName(tr("Step forward one event"));
    m_endButton->setAccessibleName(tr("Go to the end of the schedule"));
    for (QPushButton *button : {m_startButton, m_backButton, m_forwardButton, m_endButton})
        button->setToolTip(button->accessibleName());
    for (int i = 0; i < m_speedCombo->count(); ++i) {
        //: The playback speed, as in "0.5×" or "2×".
        m_speedCombo->setItemText(i, tr("%1×").arg(QLocale().toString(m_speedCombo->itemData(i).toDouble())));
    }
    m_speedCombo->setAccessibleName(tr("Playback speed"));
    m_speedCombo->setToolTip(tr("How fast playback and a question's animation run"));
    m_slider->setAccessibleName(tr("Playback position"));
    m_slider->setToolTip(tr("Drag to move through the schedule's events; Space plays or pauses"));
    m_strip->setAccessibleName(tr("Activations at the cursor"));
    const QColor background = palette().color(QPalette::Window);
    for (std::size_t i = 0; i < ActivationStateStyle::legendOrder.size(); ++i) {
        QPixmap swatch(QSize(14, 14) * devicePixelRatioF());
        swatch.setDevicePixelRatio(devicePixelRatioF());
        swatch.fill(background);
        {
            QPainter painter(&swatch);
            LayerStrip::paintCell(painter, QRectF(0, 0, 14, 14), ActivationStateStyle::legendOrder[i], background);
        }
        m_swatches[i]->setPixmap(swatch);
        m_legend[i]->setToolTip(ActivationStateStyle::description(ActivationStateStyle::legendOrder[i]));
        m_swatches[i]->setToolTip(m_legend[i]->toolTip());
    }
    if (!m_stale)
        showFrame();
}
