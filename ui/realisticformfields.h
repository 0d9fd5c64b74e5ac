// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/realistic/realmodelstate.h"

#include <QtGlobal>

#include <functional>

class QObject;
namespace Ui {
class RealisticPanel;
}

// The real-model form's plain fields (realisticpanel.ui's spin boxes, check boxes and combo boxes whose item data is
// the value), each bound to one field of a RealModelState by one row of a table: which part of the state it belongs to,
// how it writes its field and how the field is read back for display. RealisticPanel keeps the entries that are more
// than one field (the model list, the GPU memory choice, the fractional boxes, the spacing slider); kept apart so
// that adding a field is one row here.
class RealisticFormFields final
{
public:
    using Write = void (*)(RealModelState &state, qint64 value);

    // `written` is called with the field's writer and the control's new value whenever a control changes.
    static void connectWrites(const Ui::RealisticPanel &ui, QObject *context,
                              const std::function<void(Write write, qint64 value)> &written);
    // Shows the state's fields of the parts in `what`.
    static void show(const Ui::RealisticPanel &ui, const RealModelState &state, RealModelState::Changes what);
    static void enableModelFields(const Ui::RealisticPanel &ui, bool enabled);
};
