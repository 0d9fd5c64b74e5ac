// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QAnyStringView>
#include <QByteArray>
#include <QString>
#include <QStringList>

class QSettings;
class QVariant;

// The few things the app remembers between runs (the chosen language, the learner's name, recently opened quizzes),
// with their QSettings keys in one place. Every write is checked: QSettings reports a failure only after sync(), and a
// read-only home or ~/.config must be noticed and reported, never silently taken as "saved".
class AppSettings final
{
public:
    // Empty when never chosen, or when the stored value is not a language the app speaks.
    QString language() const;
    bool setLanguage(const QString &language);

    QString learnerName() const;
    // An empty name removes the stored one.
    bool setLearnerName(const QString &name);
    // The learner's e-mail address or ID number, which a teacher's gradebook matches reports by; empty removes it.
    QString learnerId() const;
    bool setLearnerId(const QString &id);

    // The window's geometry and splitter positions (QWidget::saveGeometry, QSplitter::saveState); empty when never
    // stored. Restoring a bad value is harmless: Qt refuses it and the window fits the screen instead.
    QByteArray windowGeometry() const;
    QByteArray splitterState() const;
    bool setWindowLayout(const QByteArray &geometry, const QByteArray &splitter);

    // The quiz text zoom, 1.0 when never set.
    double textScale() const;
    bool setTextScale(double scale);

    // Whether the first lesson was offered (at the first start; it stays in the Quiz menu).
    bool lessonOffered() const;
    bool setLessonOffered();

    // The probability of recall at which spaced review brings an item back; 0.9 when never set.
    double desiredRetention() const;
    bool setDesiredRetention(double retention);

    // Quiz files opened from the File menu, most recent first, at most MaxRecentQuizzes.
    static constexpr int MaxRecentQuizzes = 8;
    QStringList recentQuizzes() const;
    // Puts `path` first (once); false when the list cannot be stored.
    bool addRecentQuiz(const QString &path);

    // The settings file, for messages that say where saving failed.
    QString location() const;

private:
    // An empty value (string or list) removes the key.
    bool store(QAnyStringView key, const QVariant &value);
};
