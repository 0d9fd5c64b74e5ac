// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/assignmentdialog.h"

#include "core/io/safefilewriter.h"
#include "ui/quizfiles.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

AssignmentDialog::AssignmentDialog(QuestionBank bank, const QString &language, QWidget *parent)
    : QDialog(parent)
    , m_bank(std::move(bank))
{
    setObjectName(u"assignmentDialog"_s);
    setWindowTitle(tr("New Assignment"));
    auto *quiz = new QLabel(
        tr("%1 (%Ln question(s))", nullptr, int(m_bank.questions.size())).arg(m_bank.title.text(language)), this);
    quiz->setTextFormat(Qt::PlainText);
    quiz->setWordWrap(true);
    m_mode = new QComboBox(this);
    m_mode->setObjectName(u"assignmentMode"_s);
    m_mode->addItems({tr("Immediate feedback after each answer"), tr("Exam: feedback after hand-in")});
    m_timeLimit = new QSpinBox(this);
    m_timeLimit->setObjectName(u"assignmentTimeLimit"_s);
    m_timeLimit->setRange(0, AttemptOptions::MaxTimeLimitMinutes);
    m_timeLimit->setSingleStep(5);
    m_timeLimit->setSpecialValueText(tr("None"));
    m_timeLimit->setSuffix(tr(" min"));
    m_simulator = new QCheckBox(tr("Learners may use the simulator during the exam"), this);
    m_simulator->setObjectName(u"assignmentSimulator"_s);
    m_simulator->setChecked(true);
    m_answerKey = new QCheckBox(tr("Show the right answers, explanations and sources of missed questions"), this);
    m_answerKey->setObjectName(u"assignmentAnswerKey"_s);
    m_answerKey->setChecked(true);
    m_hasDue = new QCheckBox(tr("Due"), this);
    m_hasDue->setObjectName(u"assignmentHasDue"_s);
    m_due = new QDateTimeEdit(QDateTime(QDate::currentDate().addDays(7), QTime(23, 59)), this);
    m_due->setObjectName(u"assignmentDue"_s);
    m_due->setCalendarPopup(true);
    m_due->setDisplayFormat(QLocale().dateTimeFormat(QLocale::ShortFormat));

    auto *form = new QFormLayout;
    form->addRow(tr("Quiz:"), quiz);
    form->addRow(tr("&Mode:"), m_mode);
    form->addRow(tr("&Time limit:"), m_timeLimit);
    form->addRow(QString(), m_simulator);
    form->addRow(QString(), m_answerKey);
    form->addRow(m_hasDue, m_due);
    auto *note = new QLabel(tr("Learners open the file with File → Open Quiz… and cannot change these settings. The "
                               "file is plain JSON, answer key included: when the key must stay secret, give the quiz "
                               "in Moodle (File → Export Quiz As…)."),
                            this);
    note->setTextFormat(Qt::PlainText);
    note->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Save)->setText(tr("&Save…"));
    connect(buttons, &QDialogButtonBox::accepted, this, &AssignmentDialog::chooseFileAndSave);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);

    connect(m_mode, &QComboBox::currentIndexChanged, this, &AssignmentDialog::updateEnabled);
    connect(m_hasDue, &QCheckBox::toggled, this, &AssignmentDialog::updateEnabled);
    updateEnabled();
}

void AssignmentDialog::updateEnabled()
{
    const bool exam = m_mode->currentIndex() == 1;
    m_timeLimit->setEnabled(exam);
    m_simulator->setEnabled(exam);
    m_due->setEnabled(m_hasDue->isChecked());
}

Assignment AssignmentDialog::assignment() const
{
    AttemptOptions options;
    options.exam = m_mode->currentIndex() == 1;
    options.timeLimitMinutes = options.exam ? m_timeLimit->value() : 0;
    options.simulatorAllowed = !options.exam || m_simulator->isChecked();
    options.answerKeyShown = m_answerKey->isChecked();
    // Minutes only: the editor shows no seconds, and a due time of 23:59:37 would surprise.
    const QDateTime due = m_due->dateTime();
    options.due = m_hasDue->isChecked() ? QDateTime(due.date(), QTime(due.time().hour(), due.time().minute())).toUTC()
                                        : QDateTime();
    return Assignment::create(m_bank, options, QDateTime::currentDateTimeUtc());
}

Expected<void> AssignmentDialog::save(QString &path) const
{
    if (QFileInfo(path).suffix().isEmpty())
        path += u'.' + QLatin1String(Extension);
    SafeFileWriter::Options options;
    if (!m_bank.sourcePath.isEmpty())
        options.protectedPaths.append(m_bank.sourcePath);
    return assignment().save(path, options);
}

void AssignmentDialog::chooseFileAndSave()
{
    const QString suggested = (m_bank.id.isEmpty() ? u"assignment"_s : m_bank.id) + u'.' + QLatin1String(Extension);
    QString path = QFileDialog::getSaveFileName(this, tr("Save Assignment"), suggested,
                                                tr("Checkpoint Quiz assignments (*.%1)").arg(QLatin1String(Extension)));
    if (path.isEmpty())
        return;
    if (const Expected<void> saved = save(path); !saved) {
        QuizFiles::showError(this, u"assignmentSaveError"_s, tr("The assignment could not be saved to %1.").arg(path),
                             saved.error());
        return;
    }
    if (auto *window = qobject_cast<QMainWindow *>(parentWidget()))
        window->statusBar()->showMessage(
            tr("Assignment saved to %1. Send the file to your learners.").arg(QDir::toNativeSeparators(path)), 15000);
    accept();
}

void AssignmentDialog::ask(const QuestionBank &bank, const QString &language, QWidget *parent)
{
    AssignmentDialog dialog(bank, language, parent);
    dialog.exec();
}
