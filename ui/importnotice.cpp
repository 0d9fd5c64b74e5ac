// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/importnotice.h"

#include <QBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QToolButton>

using namespace Qt::StringLiterals;

ImportNotice::ImportNotice(QWidget *parent)
    : QFrame(parent)
{
    setObjectName(u"importNotice"_s);
    m_label = new QLabel(this);
    m_label->setObjectName(u"importNoticeLabel"_s);
    m_label->setTextFormat(Qt::PlainText); // it quotes a file name
    m_why = new QPushButton(this);
    m_why->setObjectName(u"importNoticeWhyButton"_s);
    auto *close = new QToolButton(this);
    close->setObjectName(u"importNoticeCloseButton"_s);
    close->setText(QString(QChar(0x2715)));
    close->setAutoRaise(true);
    close->setToolTip(tr("Close this notice"));
    close->setAccessibleName(tr("Close this notice"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_why);
    layout->addStretch();
    layout->addWidget(close);
    connect(m_why, &QPushButton::clicked, this, &ImportNotice::showReasons);
    connect(close, &QToolButton::clicked, this, [this] { setShown(false); });
    hide();
}

void ImportNotice::showFor(const QString &fileName, qsizetype opened, qsizetype skipped, const QStringList &reasons)
{
    m_reasons = reasons;
    if (skipped <= 0) {
        setShown(false);
        return;
    }
    //: %1 questions opened of %2 in the file %3; %4 left out (kinds the app cannot play).
    m_label->setText(tr("Opened %L1 of %L2 questions from %3; %L4 skipped.")
                         .arg(opened)
                         .arg(opened + skipped)
                         .arg(fileName)
                         .arg(skipped));
    m_why->setText(tr("&Why?"));
    setShown(true);
}

void ImportNotice::setShown(bool shown)
{
    setVisible(shown);
    // The window's status bar holds nothing else: it takes room only while there is something to say.
    if (auto *bar = qobject_cast<QStatusBar *>(parentWidget()))
        bar->setVisible(shown);
}

QString ImportNotice::text() const
{
    return m_label->text();
}

void ImportNotice::showReasons()
{
    QMessageBox box(QMessageBox::Information, tr("Skipped questions"), m_label->text(), QMessageBox::NoButton, this);
    box.setObjectName(u"importReasonsBox"_s);
    box.setTextFormat(Qt::PlainText);
    box.setDetailedText(m_reasons.join(u'\n'));
    box.setInformativeText(tr("The lines below say where each was and why (check-quiz prints the same)."));
    box.addButton(tr("Close"), QMessageBox::AcceptRole);
    box.exec();
}
