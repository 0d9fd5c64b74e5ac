// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/aboutbox.h"

#include "core/report/reportpages.h"

#include <QMessageBox>
#include <QPushButton>
#include <QStringList>

using namespace Qt::StringLiterals;

QString AboutBox::text()
{
    // Names, versions and SPDX licence identifiers are the same in every language.
    const QString qt = QString::fromLatin1(qVersion());
    const QStringList libraries = QStringList{
        u"Qt %1 (Core, GUI, Widgets, Print Support): LGPL-3.0-only"_s.arg(qt),
        u"Qt Charts %1: GPL-3.0-only"_s.arg(QStringLiteral(QT_VERSION_STR)),
    } + ReportPages::libraries();
    return tr("Checkpoint Quiz %1\n\nLearn gradient (activation) checkpointing: answer the quiz and watch "
              "activation memory and recompute cost change as you move the checkpoints.")
               .arg(QStringLiteral(CQ_VERSION))
           + u"\n\n"_s
           + tr("Copyright © 2026 Checkpoint Quiz contributors. The program's own code is under the MIT licence (MIT); "
                "because it uses Qt Charts, the program as a whole is distributed under the GPL 3 (GPL-3.0-only).")
           + u"\n\n"_s + tr("Libraries used:") + u"\n• "_s + libraries.join(u"\n• "_s);
}

void AboutBox::show(QWidget *window)
{
    QMessageBox box(window);
    box.setObjectName(u"aboutBox"_s);
    box.setWindowTitle(tr("About Checkpoint Quiz"));
    box.setIconPixmap(window->windowIcon().pixmap(64, 64));
    box.setTextFormat(Qt::PlainText);
    box.setText(text());
    box.setStandardButtons(QMessageBox::Ok);
    box.button(QMessageBox::Ok)->setText(tr("OK"));
    box.exec();
}
