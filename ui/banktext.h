// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>

// Bank text turned into the small piece of rich text a label shows: everything escaped, so a bank's "<img>" or "<a>"
// shows literally (bank text is plain text, never markup), code names (dotted names such as torch.utils.checkpoint,
// snake_case names such as use_reentrant=False) set in a monospace font, and long unbroken runs given break
// opportunities so they cannot widen the panel. Links are made only from a reference's http(s) URL.
class BankText final
{
public:
    static QString toRichText(const QString &text);
    // "<a href=…>citation</a>" for an http(s) URL; the escaped citation alone for anything else (a bank's
    // "javascript:" or "file:" URL is never made clickable).
    static QString link(const QString &citation, const QString &url);
    // Zero-width spaces inside runs of more than 60 non-space characters, never inside a character.
    static QString breakable(const QString &text);
};
