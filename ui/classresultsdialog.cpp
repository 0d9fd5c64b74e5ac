// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/classresultsdialog.h"

#include "core/classroom/classreportformat.h"
#include "core/classroom/classreportwriter.h"
#include "core/io/safefilewriter.h"
#include "core/quiz/quizfile.h"
#include "core/quiz/quizformat.h"
#include "ui/backgroundtask.h"
#include "ui/quizfiles.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTextBrowser>

using namespace Qt::StringLiterals;

ClassResultsDialog::ClassResultsDialog(const QString &language, QWidget *parent)
    : QDialog(parent)
    , m_language(language)
    , m_banks(ClassResults::builtInBanks())
    , m_background(new BackgroundTask(this, this))
{
    setWindowTitle(tr("Class Results"));
    auto *addFiles = new QPushButton(tr("Add &Reports…"), this);
    addFiles->setObjectName(u"addReportsButton"_s);
    auto *addFolder = new QPushButton(tr("Add &Folder…"), this);
    addFolder->setObjectName(u"addFolderButton"_s);
    auto *addBank = new QPushButton(tr("Add &Quiz…"), this);
    addBank->setObjectName(u"addQuizButton"_s);
    addBank->setToolTip(tr("The quiz the reports are of, for its texts and scenes when it is not a built-in quiz"));
    m_which = new QComboBox(this);
    m_which->setObjectName(u"attemptCombo"_s);
    m_which->addItem(tr("First attempt of each student"), int(ClassResults::Which::First));
    m_which->addItem(tr("Best attempt of each student"), int(ClassResults::Which::Best));
    m_which->addItem(tr("Last attempt of each student"), int(ClassResults::Which::Last));
    auto *whichLabel = new QLabel(tr("&Count:"), this);
    whichLabel->setBuddy(m_which);
    auto *top = new QHBoxLayout;
    top->addWidget(addFiles);
    top->addWidget(addFolder);
    top->addWidget(addBank);
    top->addStretch();
    top->addWidget(whichLabel);
    top->addWidget(m_which);

    m_status = new QLabel(this);
    m_status->setObjectName(u"classStatusLabel"_s);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_view = new QTextBrowser(this);
    m_view->setObjectName(u"classReportView"_s);
    m_view->setOpenLinks(false);
    // The report is a document with its own inks (the saved HTML page's): it is shown on paper in any theme, as a
    // PDF viewer shows a page, so dark text never lands on a dark background.
    m_view->setStyleSheet(u"QTextBrowser { background-color: #ffffff; color: #222222; }"_s);
    m_view->setPlaceholderText(tr("Add the students' JSON score reports, or a folder of them, to see which questions "
                                  "worked and which misconceptions the class holds."));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setText(tr("Close"));
    m_saveReport = buttons->addButton(tr("&Save Class Report…"), QDialogButtonBox::ActionRole);
    m_saveReport->setObjectName(u"saveClassReportButton"_s);
    m_saveGradebook = buttons->addButton(tr("Save &Gradebook…"), QDialogButtonBox::ActionRole);
    m_saveGradebook->setObjectName(u"saveGradebookButton"_s);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_status);
    layout->addWidget(m_view, 1);
    layout->addWidget(buttons);

    connect(addFiles, &QPushButton::clicked, this, &ClassResultsDialog::chooseFiles);
    connect(addFolder, &QPushButton::clicked, this, &ClassResultsDialog::chooseFolder);
    connect(addBank, &QPushButton::clicked, this, &ClassResultsDialog::chooseBank);
    for (QPushButton *adding : {addFiles, addFolder})
        connect(m_background, &BackgroundTask::runningChanged, adding, &QWidget::setDisabled);
    connect(m_view, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        const int question = url.path().toInt();
        if (url.scheme() == "scene"_L1 && question >= 0 && question < m_results.questions.size()
            && m_results.questions.at(question).scene)
            emit sceneRequested(*m_results.questions.at(question).scene);
    });
    connect(m_which, &QComboBox::currentIndexChanged, this, &ClassResultsDialog::refresh);
    connect(m_saveReport, &QPushButton::clicked, this, &ClassResultsDialog::chooseReportPath);
    connect(m_saveGradebook, &QPushButton::clicked, this, &ClassResultsDialog::chooseGradebookPath);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(900, 700);
    refresh();
}

void ClassResultsDialog::showFor(const QString &language, QWidget *parent,
                                 const std::function<void(const SimulatorScene &)> &showScene)
{
    auto *dialog = new ClassResultsDialog(language, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ClassResultsDialog::sceneRequested, parent, showScene);
    dialog->show();
}

bool ClassResultsDialog::addBank(const QString &path)
{
    const Expected<QuestionBank> bank = QuizFile::load(path, QuizFile::Streams::Refuse);
    if (!bank) {
        QuizFiles::showError(this, u"classQuizError"_s, tr("The quiz could not be read."), bank.error());
        return false;
    }
    m_banks.append(*bank);
    refresh();
    return true;
}

void ClassResultsDialog::chooseBank()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Add Quiz"), QString(), QuizFormat::openFilter());
    if (!path.isEmpty())
        addBank(path);
}

void ClassResultsDialog::addPaths(const QStringList &paths)
{
    // Reports of up to 32 MiB each, thousands of them: read off the GUI thread, with Cancel.
    auto read = std::make_shared<QList<ClassResults::Input>>();
    m_background->start(
        tr("Reading the reports…"),
        [paths, read](const std::atomic_bool &cancelled) { *read = ClassResults::read(paths, &cancelled); },
        [this, read](bool finished) {
            if (finished) { // cancelled: nothing is added
                m_inputs += *read;
                refresh();
            }
            emit readingEnded(finished);
        });
}

void ClassResultsDialog::refresh()
{
    ClassResults::Options options;
    options.which = ClassResults::Which(m_which->currentData().toInt());
    options.language = m_language;
    m_results = ClassResults::collect(m_inputs, options, m_banks);
    const bool any = !m_results.students.isEmpty();
    m_saveReport->setEnabled(any);
    m_saveGradebook->setEnabled(any);
    if (m_inputs.isEmpty()) {
        m_status->clear();
        m_view->clear();
        return;
    }
    m_status->setText(tr("%Ln student(s) counted", nullptr, int(m_results.students.size())) + u"; "_s
                      + (m_results.leftOut.isEmpty() ? tr("no report left out")
                                                     : tr("%Ln report(s) left out (listed at the end)", nullptr,
                                                          int(m_results.leftOut.size()))));
    const int scroll = m_view->verticalScrollBar()->value();
    m_view->setHtml(QString::fromUtf8(ClassReportWriter::html(m_results, m_language, /*linkScenes=*/true)));
    m_view->verticalScrollBar()->setValue(scroll);
}

void ClassResultsDialog::chooseFiles()
{
    const QStringList paths
        = QFileDialog::getOpenFileNames(this, tr("Add Reports"), QString(), tr("JSON score reports (*.json)"));
    if (!paths.isEmpty())
        addPaths(paths);
}

void ClassResultsDialog::chooseFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Add a Folder of Reports"));
    if (!folder.isEmpty())
        addPaths({folder});
}

SafeFileWriter::Options ClassResultsDialog::guard() const
{
    // A save never replaces a student's report it was made from, nor anything of the learner's own data.
    SafeFileWriter::Options options;
    for (const ClassResults::Input &input : m_inputs)
        options.protectedPaths.append(input.source);
    options.protectedFolders.append(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
    return options;
}

Expected<void> ClassResultsDialog::saveReport(const QString &path) const
{
    const Expected<QByteArray> bytes = ClassReportFormat::writeFor(m_results, path, m_language);
    if (!bytes)
        return Expected<void>::failure(bytes.error());
    return SafeFileWriter::write(path, *bytes, guard());
}

Expected<QStringList> ClassResultsDialog::saveGradebook(const QString &path) const
{
    const ClassReportWriter::Gradebook book = ClassReportWriter::gradebook(m_results, m_language);
    if (const Expected<void> saved = SafeFileWriter::write(path, book.csv, guard()); !saved)
        return Expected<QStringList>::failure(saved.error());
    return book.leftOut;
}

void ClassResultsDialog::chooseReportPath()
{
    QString filter;
    const QString chosen = QFileDialog::getSaveFileName(this, tr("Save Class Report"),
                                                        u"class."_s + ClassReportFormat::all().front().name(),
                                                        ClassReportFormat::fileFilters(), &filter);
    if (chosen.isEmpty())
        return;
    const QString path = ClassReportFormat::withExtension(chosen, filter);
    showSaved(saveReport(path), path);
}

void ClassResultsDialog::chooseGradebookPath()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save Gradebook for Moodle"), u"gradebook.csv"_s,
                                                tr("CSV for Moodle's grade import (*.csv)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += u".csv"_s;
    const Expected<QStringList> missing = saveGradebook(path);
    showSaved(missing ? Expected<void>() : Expected<void>::failure(missing.error()), path);
    if (missing && !missing->isEmpty())
        QMessageBox::information(this, tr("Save Gradebook for Moodle"),
                                 tr("Not in the gradebook (no e-mail address or ID number in their reports): %1")
                                     .arg(missing->join(u", "_s)));
}

void ClassResultsDialog::showSaved(const Expected<void> &saved, const QString &path)
{
    if (!saved)
        QMessageBox::warning(this, tr("Class Results"), saved.error());
    else
        m_status->setText(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
}
