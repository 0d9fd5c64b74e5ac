// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/session/appsettings.h"

#include "core/i18n/language.h"

#include <QSettings>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace {
constexpr auto LanguageKey = "ui/language"_L1;
constexpr auto LearnerNameKey = "report/learnerName"_L1;
constexpr auto LearnerIdKey = "report/learnerId"_L1;
constexpr auto GeometryKey = "window/geometry"_L1;
constexpr auto SplitterKey = "window/splitter"_L1;
constexpr auto TextScaleKey = "quiz/textScale"_L1;
constexpr auto LessonOfferedKey = "lesson/offered"_L1;
constexpr auto RetentionKey = "review/desiredRetention"_L1;
constexpr double DefaultRetention = 0.9;

QByteArray bytes(QAnyStringView key)
{
    return QByteArray::fromBase64(QSettings().value(key).toString().toLatin1());
}

constexpr auto RecentQuizzesKey = "quiz/recent"_L1;
} // namespace

QString AppSettings::language() const
{
    const QString language = QSettings().value(LanguageKey).toString();
    return Language::isSupported(language) ? language : QString();
}

bool AppSettings::setLanguage(const QString &language)
{
    return store(LanguageKey, language);
}

QString AppSettings::learnerName() const
{
    return QSettings().value(LearnerNameKey).toString();
}

bool AppSettings::setLearnerName(const QString &name)
{
    return store(LearnerNameKey, name);
}

QString AppSettings::learnerId() const
{
    return QSettings().value(LearnerIdKey).toString();
}

bool AppSettings::setLearnerId(const QString &id)
{
    return store(LearnerIdKey, id);
}

QByteArray AppSettings::windowGeometry() const
{
    return bytes(GeometryKey);
}

QByteArray AppSettings::splitterState() const
{
    return bytes(SplitterKey);
}

bool AppSettings::setWindowLayout(const QByteArray &geometry, const QByteArray &splitter)
{
    return store(GeometryKey, QString::fromLatin1(geometry.toBase64()))
           && store(SplitterKey, QString::fromLatin1(splitter.toBase64()));
}

double AppSettings::textScale() const
{
    bool ok = false;
    const double scale = QSettings().value(TextScaleKey).toDouble(&ok);
    return ok && scale > 0 ? scale : 1.0;
}

bool AppSettings::setTextScale(double scale)
{
    return store(TextScaleKey, scale == 1.0 ? QString() : QString::number(scale));
}

bool AppSettings::lessonOffered() const
{
    return QSettings().value(LessonOfferedKey).toBool();
}

bool AppSettings::setLessonOffered()
{
    return store(LessonOfferedKey, u"true"_s);
}

double AppSettings::desiredRetention() const
{
    bool ok = false;
    const double retention = QSettings().value(RetentionKey).toDouble(&ok);
    return ok && retention > 0 && retention < 1 ? retention : DefaultRetention;
}

bool AppSettings::setDesiredRetention(double retention)
{
    return store(RetentionKey, retention == DefaultRetention ? QString() : QString::number(retention));
}

QStringList AppSettings::recentQuizzes() const
{
    return QSettings().value(RecentQuizzesKey).toStringList().mid(0, MaxRecentQuizzes);
}

bool AppSettings::addRecentQuiz(const QString &path)
{
    QStringList recent = recentQuizzes();
    recent.removeAll(path);
    recent.prepend(path);
    return store(RecentQuizzesKey, recent.mid(0, MaxRecentQuizzes));
}

QString AppSettings::location() const
{
    return QSettings().fileName();
}

bool AppSettings::store(QAnyStringView key, const QVariant &value)
{
    QSettings settings;
    const bool isList = value.typeId() == QMetaType::QStringList;
    if (isList ? value.toStringList().isEmpty() : value.toString().isEmpty())
        settings.remove(key);
    else
        settings.setValue(key, value);
    settings.sync();
    return settings.status() == QSettings::NoError;
}
