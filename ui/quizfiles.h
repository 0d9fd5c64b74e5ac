// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/questionbank.h"
#include "core/quiz/quizfile.h"

#include <QObject>
#include <QStringList>

#include <functional>

class BackgroundTask;
class ImportNotice;
class QMenu;
class QWidget;
class Session;

// The main window's quiz files: File → Open Quiz…, Open Recent, Export Quiz As…, a file dropped on the window or sent
// by a second start. A file is read on a worker thread, so the window keeps painting and answering the single-instance
// socket; a request that arrives while one is read is opened right after it, not lost. An opened file replaces the
// session's bank once the learner agrees to leave the attempt, and joins the recent list. Errors are message boxes in
// plain text (they quote file names and contents).
class QuizFiles final : public QObject
{
    Q_OBJECT
public:
    // Whether the current attempt may be left (it may ask the learner).
    using LeaveCheck = std::function<bool()>;

    QuizFiles(Session *session, QWidget *window, LeaveCheck mayLeave);

    // Reads `path` (a built-in quiz at once, a file on a worker thread) and, if the learner agrees to leave the
    // attempt, opens it; openEnded() says how it went. Asked for while another file is read, it waits its turn.
    void open(const QString &path);
    void chooseAndOpen();
    void exportBank();
    // The quiz the attempt is on: for a retry (missed questions only) the whole quiz, read again.
    QuestionBank wholeBank() const;
    // Says in the window's status bar which questions opening `fileName` left out, or clears what it said. The notice
    // is created the first time there is something to say: its widgets cost the first frame a fallback font lookup.
    void showImportNotice(const QString &fileName, qsizetype opened, qsizetype skipped, const QStringList &reasons);
    // The recent quizzes as "&1 name.gift" entries that open them.
    void fillRecentMenu(QMenu *menu);

    // The built-in quizzes (resource paths), in the Quiz menu's order.
    static const QStringList &builtIn();
    // A critical message box parented to `parent` (a modal dialog it must stay usable above, or the window).
    static void showError(QWidget *parent, const QString &objectName, const QString &what, const QString &detail);

signals:
    // `opened` is false when the file was unreadable, its reading cancelled, or the learner stayed on the attempt.
    void openEnded(const QString &path, bool opened);
    void recentQuizzesChanged();
    void recentQuizzesNotSaved(const QString &message);

private:
    bool openLoaded(const QString &path, Expected<QuizFile::Opened> loaded);

    Session *m_session = nullptr;
    QWidget *m_window = nullptr;
    LeaveCheck m_mayLeave;
    BackgroundTask *m_loader = nullptr;
    QStringList m_pending; // asked for while another was being read
    ImportNotice *m_notice = nullptr;
};
