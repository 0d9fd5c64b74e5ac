// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/export/reportexporter.h"

#include "core/report/renderoptions.h"
#include "core/report/reportfile.h"
#include "core/report/reportformat.h"
#include "core/report/reportpages.h"
#include "core/report/scorereport.h"
#include "core/session/session.h"
#include "ui/backgroundtask.h"
#include "ui/export/reportchartrenderer.h"

#include <QCheckBox>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QUrl>
#include <QWidget>

using namespace Qt::StringLiterals;

namespace {

// Keeps names readable in any script; replaces only what Windows, macOS or Linux file systems reject or what
// shells make awkward (spaces), and trims the dots and dashes that would hide a file or look odd at the ends.
QString fileNamePart(const QString &text, qsizetype maxLength)
{
    static const QString forbidden = u"<>:\"/\\|?*"_s;
    QString part;
    for (const QChar c : text) {
        const bool replace = c.isSpace() || forbidden.contains(c) || c.unicode() < 0x20 || c.unicode() == 0x7f;
        const QChar next = replace ? u'-' : c;
        if (next == u'-' && part.endsWith(u'-'))
            continue;
        part.append(next);
    }
    part.truncate(maxLength);
    if (!part.isEmpty() && part.back().isHighSurrogate())
        part.chop(1); // never half a character
    while (!part.isEmpty() && (part.front() == u'-' || part.front() == u'.'))
        part.remove(0, 1);
    while (!part.isEmpty() && (part.back() == u'-' || part.back() == u'.'))
        part.chop(1);
    return part;
}

} // namespace

ReportExporter::ReportExporter(Session *session, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_window(window)
    , m_background(new BackgroundTask(window, this))
{
    connect(m_background, &BackgroundTask::runningChanged, this, &ReportExporter::exportingChanged);
}

bool ReportExporter::isExporting() const
{
    return m_background->isRunning();
}

QString ReportExporter::defaultFileName(const QString &quizId, const QString &learner, const QDate &date)
{
    QStringList parts;
    for (const QString &part : {fileNamePart(quizId, 60), fileNamePart(learner, 60),
                                date.isValid() ? date.toString(Qt::ISODate) : QString()}) {
        if (!part.isEmpty())
            parts.append(part);
    }
    if (parts.isEmpty())
        parts.append(u"report"_s);
    return parts.join(u'-') + u'.' + ReportFormat::all().front().name(); // the table's first format
}

std::optional<QString> ReportExporter::askName(const QString &current)
{
    if (m_namePrompt)
        return m_namePrompt(current);
    QDialog dialog(m_window);
    dialog.setWindowTitle(tr("Learner name"));
    auto *name = new QLineEdit(current, &dialog);
    name->setObjectName(u"learnerNameEdit"_s);
    auto *id = new QLineEdit(m_session->learnerId(), &dialog);
    id->setObjectName(u"learnerIdEdit"_s);
    for (QLineEdit *edit : {name, id})
        edit->setMaxLength(int(Session::MaxLearnerNameLength));
    auto *form = new QFormLayout(&dialog);
    form->addRow(new QLabel(tr("Your name, as it should appear on score reports:"), &dialog));
    form->addRow(name);
    //: The teacher's gradebook (Moodle) matches reports to students by this.
    form->addRow(
        new QLabel(tr("Your e-mail address or ID number, if your teacher collects reports (optional):"), &dialog));
    form->addRow(id);
    // Button texts from our own translations: Qt ships no Bengali ones for its standard buttons.
    auto *buttons = new QDialogButtonBox(&dialog);
    buttons->addButton(tr("OK"), QDialogButtonBox::AcceptRole);
    buttons->addButton(tr("Cancel"), QDialogButtonBox::RejectRole);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    m_session->setLearnerId(id->text());
    return name->text();
}

std::optional<bool> ReportExporter::askAnswerKey()
{
    if (!m_session->attempt().options().answerKeyShown)
        return false; // the assignment keeps the key back: not the learner's to include
    if (m_session->attempt().isComplete())
        return true;
    if (m_answerKeyPrompt)
        return m_answerKeyPrompt();
    if (!m_messagesShown) // driven without a person (setMessagesShown): the default, no key
        return false;
    // Off by default: a report of an unfinished attempt is often handed in or shared before the rest is done.
    QMessageBox box(QMessageBox::Question, tr("Unfinished attempt"),
                    tr("Not every question is answered yet. The report shows the questions you have not answered "
                       "without their answers unless you include the answer key."),
                    QMessageBox::NoButton, m_window);
    auto *include = new QCheckBox(tr("Include the answer key"), &box);
    include->setObjectName(u"includeAnswerKey"_s);
    box.setCheckBox(include);
    QPushButton *next = box.addButton(tr("Continue"), QMessageBox::AcceptRole);
    box.addButton(tr("Cancel"), QMessageBox::RejectRole);
    box.setDefaultButton(next);
    box.exec();
    if (box.clickedButton() != next)
        return std::nullopt;
    return include->isChecked();
}

bool ReportExporter::editLearnerName()
{
    const std::optional<QString> name = askName(m_session->learnerName());
    if (!name)
        return false;
    m_session->setLearnerName(*name);
    return true;
}

ScoreReport ReportExporter::report(const ReportSimulatorSection &simulator) const
{
    // The charts are drawn again from the simulator's numbers at the report's fixed size and in its language; a
    // window grab, whatever its size and language, stands in only when there are no numbers to draw from.
    ReportSimulatorSection section = simulator;
    if (simulator.readings) {
        if (QByteArray chart = ReportChartRenderer::render(*simulator.readings, m_session->language());
            !chart.isEmpty())
            section.chartPng = std::move(chart);
    }
    ScoreReport report = ScoreReport::fromAttempt(m_session->attempt(), m_session->language(), m_session->learnerName(),
                                                  section, QDateTime::currentDateTimeUtc());
    report.attemptId = m_session->record().id;
    report.learnerId = m_session->learnerId();
    return report;
}

Expected<void> ReportExporter::saveTo(const QString &path, const ReportSimulatorSection &simulator,
                                      std::optional<bool> includeAnswerKey) const
{
    return ReportFile::save(report(simulator), path, QLocale::system(), guard(), includeAnswerKey);
}

SafeFileWriter::Options ReportExporter::guard() const
{
    // The open bank and the learner's data folder are never a report's destination, whatever name the learner types.
    SafeFileWriter::Options options;
    if (const QString bank = m_session->bank().sourcePath; !bank.isEmpty() && !bank.startsWith(u':'))
        options.protectedPaths.append(bank);
    options.protectedFolders.append(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
    return options;
}

QString ReportExporter::suggestedPath(const QString &quizId, const QString &learner, const QDate &date)
{
    // Documents when it exists: writableLocation() names it even when it does not, and the dialog would then open
    // in the working folder.
    QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = QDir::homePath();
    return QDir(folder).filePath(defaultFileName(quizId, learner, date));
}

void ReportExporter::exportReport(const ReportSimulatorSection &simulator)
{
    if (m_background->isRunning())
        return; // one report at a time: the window keeps the actions off meanwhile
    if (!startExport(simulator))
        emit exportEnded(false);
}

bool ReportExporter::startExport(const ReportSimulatorSection &simulator)
{
    if (m_session->learnerName().isEmpty()) {
        const std::optional<QString> name = askName(QString());
        if (!name)
            return false;
        m_session->setLearnerName(*name);
    }

    const std::optional<bool> answerKey = askAnswerKey();
    if (!answerKey)
        return false;
    const QString suggested = suggestedPath(m_session->bank().id, m_session->learnerName(), QDate::currentDate());

    QString path;
    if (m_fileNamePrompt) {
        path = m_fileNamePrompt(suggested, ReportFormat::fileFilters());
    } else {
        QFileDialog dialog(m_window, tr("Save score report"), QFileInfo(suggested).path(), ReportFormat::fileFilters());
        dialog.setAcceptMode(QFileDialog::AcceptSave);
        dialog.selectFile(QFileInfo(suggested).fileName());
        // Room for the size, type and date columns (the default size cut them to "114…KiB").
        dialog.resize(dialog.sizeHint().expandedTo(QSize(900, 560)));
        if (dialog.exec() == QDialog::Accepted && !dialog.selectedFiles().isEmpty())
            path = ReportFormat::withExtension(dialog.selectedFiles().constFirst(), dialog.selectedNameFilter());
    }
    if (path.isEmpty())
        return false;

    // The report (and its charts) is made here; the file, a PDF of up to thousands of pages, on a worker thread.
    const ScoreReport made = report(simulator);
    const SafeFileWriter::Options protectedPaths = guard();
    const QLocale paperLocale = QLocale::system();
    // Everything the worker uses is its own: after Cancel the window goes on while the worker finishes. The report
    // names its attempt, so a result that comes late marks the attempt it is of, whichever is current then.
    auto saved = std::make_shared<std::optional<Expected<void>>>();
    m_background->start(
        tr("Saving the report to %1…").arg(QFileInfo(path).fileName()),
        [made, path, paperLocale, protectedPaths, answerKey, saved](const std::atomic_bool &cancelled) {
            *saved = ReportFile::save(made, path, paperLocale, protectedPaths, answerKey, &cancelled);
        },
        [this, path, attemptId = made.attemptId, saved](bool finished) {
            if (!finished)
                return emit exportEnded(false); // cancelled: the writer stops at its next question, writes nothing
            if (const Expected<void> &result = **saved; !result) {
                emit reportFailed(result.error());
                showError(result.error());
                return emit exportEnded(false);
            }
            emit reportSaved(path, attemptId);
            showSaved(path);
            emit exportEnded(true);
        });
    return true;
}

bool ReportExporter::printReport(const ReportSimulatorSection &simulator)
{
    const std::optional<bool> answerKey = askAnswerKey();
    if (!answerKey)
        return false;
    const Expected<const ReportPagesModule *> &pages = ReportPages::module();
    if (!pages) {
        showError(pages.error());
        return false;
    }
    const RenderOptions options = RenderOptions::forLocale(QLocale::system(), *answerKey);
    switch ((*pages)->print(m_window, tr("Print score report"), ReportFormat::prepared(report(simulator), options),
                            options)) {
    case ReportPagesModule::Printed::Yes:
        return true;
    case ReportPagesModule::Printed::Cancelled:
        return false;
    case ReportPagesModule::Printed::Failed:
        break;
    }
    showError(tr("The score report could not be printed."));
    return false;
}

bool ReportExporter::printTo(QPrinter *printer, const ReportSimulatorSection &simulator,
                             std::optional<bool> includeAnswerKey) const
{
    const Expected<const ReportPagesModule *> &pages = ReportPages::module();
    if (!pages)
        return false;
    const RenderOptions options
        = RenderOptions::forLocale(QLocale::system(), includeAnswerKey.value_or(m_session->attempt().isComplete()));
    return (*pages)->printTo(printer, ReportFormat::prepared(report(simulator), options), options);
}

void ReportExporter::showSaved(const QString &path)
{
    if (!m_messagesShown)
        return;
    QMessageBox box(QMessageBox::Information, tr("Report saved"),
                    tr("The score report was saved to\n%1").arg(QDir::toNativeSeparators(path)), QMessageBox::Close,
                    m_window);
    box.setTextFormat(Qt::PlainText); // the path may contain "<"
    box.button(QMessageBox::Close)->setText(tr("Close"));
    QPushButton *open = box.addButton(tr("Open report"), QMessageBox::AcceptRole);
    box.setDefaultButton(open);
    box.exec();
    if (box.clickedButton() == open)
        QDesktopServices::openUrl(QUrl::fromLocalFile(path));
}

void ReportExporter::showError(const QString &message)
{
    if (!m_messagesShown)
        return;
    QMessageBox box(QMessageBox::Warning, tr("Report not saved"), message, QMessageBox::Ok, m_window);
    box.setTextFormat(Qt::PlainText);
    box.button(QMessageBox::Ok)->setText(tr("OK"));
    box.exec();
}
