// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/modelconfigdialog.h"

#include <QFileDialog>
#include <QMessageBox>

QString ModelConfigDialog::choose(QWidget *parent)
{
    return QFileDialog::getOpenFileName(parent, tr("Open Model Config"), QString(),
                                        tr("Hugging Face model configs (*.json);;All files (*)"));
}

std::optional<ModelConfig::Loaded> ModelConfigDialog::read(QWidget *parent, const QString &path)
{
    Expected<ModelConfig::Loaded> loaded = ModelConfig::read(path);
    if (loaded)
        return std::move(*loaded);
    QMessageBox box(QMessageBox::Warning, tr("Open Model Config"), loaded.error(), QMessageBox::Ok, parent);
    box.setTextFormat(Qt::PlainText); // the file's own text, never markup
    box.exec();
    return std::nullopt;
}
