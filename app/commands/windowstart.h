// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

class Command;
class QCommandLineParser;
class QTextStream;

// Opening the window: what the program does without a subcommand (WindowCommand). Declared here, where main() needs
// it, and defined with the widgets (ui/windowstart.cpp, library checkpoint_window), so that app/ names no widget and
// the commands stay testable without a display.
namespace WindowStart {

// Creates the QApplication, hands the request to a running instance if there is one, opens the quiz the command line
// names (or the default one) in the main window and runs it until it closes; the exit code. `window` is the command
// whose failures it reports on `err`.
int run(int &argc, char *argv[], const QCommandLineParser &parser, const Command &window, QTextStream &err);

} // namespace WindowStart
