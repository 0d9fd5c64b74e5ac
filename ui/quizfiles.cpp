// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/quizfiles.h"

#include "core/quiz/quizfile.h"
#include "core/quiz/quizformat.h"
#include "core/session/appsettings.h"
#include "core/session/session.h"
#include "ui/backgroundtask.h"
#include "ui/importnotice.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>

#include <memory>
#include <optional>

using namespace Qt::StringLiterals;

QuizFiles::QuizFiles(Session *session, QWidget *window, LeaveCheck mayLeave)
    : QObject(window)
    , m_session(session)
    , m_window(window)
    , m_mayLeave(std::move(mayLeave))
    , m_loader(new BackgroundTask(window, this))
{
    setObjectName(u"quizFiles"_s);
    m_loader->setObjectName(u"quizLoader"_s);
}

void QuizFiles::open(const QString &path)
{
    if (m_loader->isRunning()) {
        m_pending.append(path);
        return;
    }
    // Never waiting on a pipe; a built-in quiz is in memory already.
    if (path.startsWith(u':')) {
        emit openEnded(path, openLoaded(path, QuizFile::open(path, QuizFile::Streams::Refuse)));
        return;
    }
    auto result = std::make_shared<std::optional<Expected<QuizFile::Opened>>>();
    m_loader->start(
        tr("Opening %1…").arg(QFileInfo(path).fileName()),
        [path, result](const std::atomic_bool &) { *result = QuizFile::open(path, QuizFile::Streams::Refuse); },
        [this, path, result](bool finished) {
            // cancelled: the current quiz stays open
            emit openEnded(path, finished && openLoaded(path, std::move(**result)));
            if (!m_pending.isEmpty())
                open(m_pending.takeFirst());
        });
}

bool QuizFiles::openLoaded(const QString &path, Expected<QuizFile::Opened> loaded)
{
    if (!loaded) {
        showError(m_window, u"quizOpenError"_s, tr("The quiz could not be opened; the current quiz stays open."),
                  loaded.error());
        return false;
    }
    if (!m_mayLeave())
        return false;
    const qsizetype opened = loaded->bank.questions.size();
    m_session->setBank(std::move(loaded->bank), loaded->options);
    showImportNotice(QFileInfo(path).fileName(), opened, loaded->skipped, loaded->warnings);
    if (path.startsWith(u':'))
        return true; // a built-in quiz: in the Quiz menu already, not a recent file
    AppSettings settings;
    if (!settings.addRecentQuiz(QFileInfo(path).absoluteFilePath())) {
        emit recentQuizzesNotSaved(tr("Settings cannot be saved to %1, so the list of recent quizzes will be "
                                      "forgotten when the app closes.")
                                       .arg(settings.location()));
    }
    emit recentQuizzesChanged();
    return true;
}

void QuizFiles::showImportNotice(const QString &fileName, qsizetype opened, qsizetype skipped,
                                 const QStringList &reasons)
{
    if (!m_notice) {
        if (skipped <= 0)
            return; // nothing to say and nothing said before
        m_notice = new ImportNotice(m_window);
        if (auto *window = qobject_cast<QMainWindow *>(m_window))
            window->statusBar()->addWidget(m_notice, 1);
    }
    m_notice->showFor(fileName, opened, skipped, reasons);
}

void QuizFiles::chooseAndOpen()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Quiz"), QString(), QuizFormat::openFilter());
    if (!path.isEmpty())
        open(path);
}

void QuizFiles::exportBank()
{
    QString filter;
    QString path = QFileDialog::getSaveFileName(m_window, tr("Export Quiz As"), m_session->bank().id + u".gift"_s,
                                                QuizFormat::exportFilter(), &filter);
    if (path.isEmpty())
        return;
    // A name typed without an extension gets the chosen filter's, so the format is the one the user picked.
    for (const QuizFormat::Entry &format : QuizFormat::all()) {
        if (QFileInfo(path).suffix().isEmpty() && format.write
            && filter.contains(u"*."_s + format.extensions.constFirst()))
            path += u'.' + format.extensions.constFirst();
    }
    if (const Expected<void> saved = QuizFile::exportBank(m_session->bank(), path, m_session->language()); !saved)
        showError(m_window, u"quizExportError"_s, tr("The quiz could not be exported to %1.").arg(path), saved.error());
}

QuestionBank QuizFiles::wholeBank() const
{
    if (!m_session->attempt().options().retry)
        return m_session->bank();
    const Expected<QuestionBank> whole = QuizFile::load(m_session->bank().sourcePath, QuizFile::Streams::Refuse);
    return whole ? *whole : m_session->bank();
}

void QuizFiles::fillRecentMenu(QMenu *menu)
{
    menu->clear();
    const QStringList recent = AppSettings().recentQuizzes();
    for (int i = 0; i < recent.size(); ++i) {
        const QString &path = recent.at(i);
        // "&1 name.gift": the number is the mnemonic; the file name is data, so "&" in it must stay literal.
        QAction *action = menu->addAction(u"&%1 %2"_s.arg(i + 1).arg(QFileInfo(path).fileName().replace(u'&', "&&"_L1)),
                                          this, [this, path] { open(path); });
        action->setData(path);
        // Tool tips are rich text when they look like it: the path is escaped inside a paragraph, so it shows as is.
        action->setToolTip(u"<p>%1</p>"_s.arg(path.toHtmlEscaped()));
    }
    menu->setEnabled(!recent.isEmpty());
}

const QStringList &QuizFiles::builtIn()
{
    static const QStringList paths{u":/quizzes/gradient-checkpointing.json"_s, u":/quizzes/deeper-understanding.json"_s,
                                   u":/quizzes/guided-tasks.json"_s};
    return paths;
}

void QuizFiles::showError(QWidget *parent, const QString &objectName, const QString &what, const QString &detail)
{
    auto *box = new QMessageBox(QMessageBox::Critical, tr("Checkpoint Quiz"), what + u"\n\n"_s + detail,
                                QMessageBox::Ok, parent);
    box->setObjectName(objectName);
    // The message quotes the file's name and content: never let them be read as rich text (the informative text
    // would be, so everything goes in the plain-text main text).
    box->setTextFormat(Qt::PlainText);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}
