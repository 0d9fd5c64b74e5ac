// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

class Command;
class QCommandLineParser;
class QTextStream;

// Opening the window: what the program does without a subcommand (WindowCommand). Declared beside its definition in
// the library checkpoint_window, which only the program (app/main.cpp) links: the commands name no widget and stay
// testable without a display, and no lower library's header promises a symbol that a higher one defines.
namespace WindowStart {

// Creates the QApplication, hands the request to a running instance if there is one, opens the quiz the command line
// names (or the default one) in the main window and runs it until it closes; the exit code. `window` is the command
// whose failures it reports on `err`.
int run(int &argc, char *argv[], const QCommandLineParser &parser, const Command &window, QTextStream &err);

} // namespace WindowStart
