// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QCoreApplication>
#include <QString>

class QWidget;

// Help → About: the program, what it teaches, its licences and the libraries it uses with their versions (the PDF
// libraries as the pages module reports them, loading it if needed).
class AboutBox final
{
    Q_DECLARE_TR_FUNCTIONS(AboutBox)
public:
    static QString text();
    // Modal over `window`, with the window's icon.
    static void show(QWidget *window);
};
