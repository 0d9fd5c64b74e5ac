<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AssignmentDialog</name>
    <message numerus="yes">
        <location filename="../ui/assignmentdialog.cpp" line="33"/>
        <source>%1 (%Ln question(s))</source>
        <translation>
            <numerusform>%1 (%Ln question)</numerusform>
            <numerusform>%1 (%Ln questions)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AssignmentGuard</name>
    <message numerus="yes">
        <location filename="../ui/assignmentguard.cpp" line="61"/>
        <source>exam with a %Ln-minute time limit</source>
        <translation>
            <numerusform>exam with a %Ln-minute time limit</numerusform>
            <numerusform>exam with a %Ln-minute time limit</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BlockOpsPanel</name>
    <message numerus="yes">
        <location filename="../ui/blockopspanel.cpp" line="111"/>
        <source>Copied %n line(s) of Python to the clipboard.</source>
        <translation>
            <numerusform>Copied %n line of Python to the clipboard.</numerusform>
            <numerusform>Copied %n lines of Python to the clipboard.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BudgetChart</name>
    <message numerus="yes">
        <location filename="../ui/budgetchart.cpp" line="181"/>
        <source>%1: %2 activations, %3 extra</source>
        <translation>
            <numerusform>%1: %2 activation, %3 extra</numerusform>
            <numerusform>%1: %2 activations, %3 extra</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/budgetchart.cpp" line="194"/>
        <source>Memory up to %1 activations
Cheapest extra forwards:
Uniform: %2
PyTorch: %3
Optimal: %4</source>
        <translation>
            <numerusform>Memory up to %1 activation
Cheapest extra forwards:
Uniform: %2
PyTorch: %3
Optimal: %4</numerusform>
            <numerusform>Memory up to %1 activations
Cheapest extra forwards:
Uniform: %2
PyTorch: %3
Optimal: %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassResultsDialog</name>
    <message numerus="yes">
        <location filename="../ui/classresultsdialog.cpp" line="161"/>
        <source>%Ln student(s) counted</source>
        <translation>
            <numerusform>%Ln student counted</numerusform>
            <numerusform>%Ln students counted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/classresultsdialog.cpp" line="163"/>
        <source>%Ln report(s) left out (listed at the end)</source>
        <translation>
            <numerusform>%Ln report left out (listed at the end)</numerusform>
            <numerusform>%Ln reports left out (listed at the end)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message numerus="yes">
        <location filename="../ui/historymodel.cpp" line="72"/>
        <source>Exam, %Ln minute(s)</source>
        <translation>
            <numerusform>Exam, %Ln minute</numerusform>
            <numerusform>Exam, %Ln minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JsonReportReader</name>
    <message numerus="yes">
        <location filename="../app/core/report/jsonreportreader.cpp" line="61"/>
        <source>expected at most %Ln hint(s)</source>
        <translation>
            <numerusform>expected at most %Ln hint</numerusform>
            <numerusform>expected at most %Ln hints</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/report/jsonreportreader.cpp" line="211"/>
        <source>expected at least the %Ln question(s) of $.questions</source>
        <translation>
            <numerusform>expected at least the %Ln question of $.questions</numerusform>
            <numerusform>expected at least the %Ln questions of $.questions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MemoryTimelineChart</name>
    <message numerus="yes">
        <location filename="../ui/memorytimelinechartoverlay.cpp" line="147"/>
        <source>Time %1
This schedule: %2 saved activations
Store all: %3
%4</source>
        <translation>
            <numerusform>Time %1
This schedule: %2 saved activation
Store all: %3
%4</numerusform>
            <numerusform>Time %1
This schedule: %2 saved activations
Store all: %3
%4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanPanel</name>
    <message numerus="yes">
        <location filename="../ui/planpanel.cpp" line="265"/>
        <source>The form&apos;s setup on %Ln GPU(s): </source>
        <extracomment>%Ln is the GPUs the form&apos;s setup uses (t × p × d).</extracomment>
        <translation>
            <numerusform>The form&apos;s setup on %Ln GPU: </numerusform>
            <numerusform>The form&apos;s setup on %Ln GPUs: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/planpanel.cpp" line="290"/>
        <source>Smallest change that fits on %Ln GPU(s): %1 (%2 per GPU, a step of %3 s).</source>
        <extracomment>%1 lists the changes, %2 the memory per GPU then, %3 the step time in seconds.</extracomment>
        <translation>
            <numerusform>Smallest change that fits on %Ln GPU: %1 (%2 per GPU, a step of %3 s).</numerusform>
            <numerusform>Smallest change that fits on %Ln GPUs: %1 (%2 per GPU, a step of %3 s).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuizPanel</name>
    <message numerus="yes">
        <location filename="../ui/leavingattempt.cpp" line="30"/>
        <source>You answered %1 of %2 questions and have not exported a report of this attempt. It stays in History, where you can open and export it later.</source>
        <translation>
            <numerusform>You answered %1 of %2 question and have not exported a report of this attempt. It stays in History, where you can open and export it later.</numerusform>
            <numerusform>You answered %1 of %2 questions and have not exported a report of this attempt. It stays in History, where you can open and export it later.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/quizpanel.cpp" line="232"/>
        <source>%Ln question(s) are not answered yet and will count as wrong.</source>
        <translation>
            <numerusform>%Ln question is not answered yet and will count as wrong.</numerusform>
            <numerusform>%Ln questions are not answered yet and will count as wrong.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/quizpanelview.cpp" line="151"/>
        <source>Retry the %Ln I missed (practice, not handed in)</source>
        <translation>
            <numerusform>Retry the %Ln question I missed (practice, not handed in)</numerusform>
            <numerusform>Retry the %Ln questions I missed (practice, not handed in)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/quizpanelview.cpp" line="152"/>
        <source>Retry the %Ln I missed</source>
        <translation>
            <numerusform>Retry the %Ln question I missed</numerusform>
            <numerusform>Retry the %Ln questions I missed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RealisticFiguresView</name>
    <message numerus="yes">
        <location filename="../ui/realisticfiguresview.cpp" line="58"/>
        <source>per GPU of the first pipeline stage, which holds %Ln micro-batch(es) at once</source>
        <translation>
            <numerusform>per GPU of the first pipeline stage, which holds %Ln micro-batch at once</numerusform>
            <numerusform>per GPU of the first pipeline stage, which holds %Ln micro-batches at once</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportCommand</name>
    <message numerus="yes">
        <location filename="../app/commands/reportcommand.cpp" line="71"/>
        <source>--answers has %1 answers but the quiz &quot;%2&quot; has %3 questions: give one per question.</source>
        <extracomment>The count of answers (%1) picks the plural form.</extracomment>
        <translation>
            <numerusform>--answers has %1 answer but the quiz &quot;%2&quot; has %3 questions: give one per question.</numerusform>
            <numerusform>--answers has %1 answers but the quiz &quot;%2&quot; has %3 questions: give one per question.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/commands/reportcommand.cpp" line="78"/>
        <source>Answer %1 is %2, but question %1 has only %3 options.</source>
        <extracomment>The count of options (%3) picks the plural form.</extracomment>
        <translation>
            <numerusform>Answer %1 is %2, but question %1 has only %3 option.</numerusform>
            <numerusform>Answer %1 is %2, but question %1 has only %3 options.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportLabels</name>
    <message numerus="yes">
        <location filename="../app/core/report/reportlabels.h" line="72"/>
        <source>Complete attempt: all %1 questions answered</source>
        <extracomment>%1 is the number of questions; the count picks the plural form.</extracomment>
        <translation>
            <numerusform>Complete attempt: %1 question answered</numerusform>
            <numerusform>Complete attempt: all %1 questions answered</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewDueStrip</name>
    <message numerus="yes">
        <location filename="../ui/reviewdue.cpp" line="85"/>
        <source>%Ln question(s) due for review today: each comes back just before you would be likely to forget it.</source>
        <translation>
            <numerusform>%Ln question due for review today: each comes back just before you would be likely to forget it.</numerusform>
            <numerusform>%Ln questions due for review today: each comes back just before you would be likely to forget it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/reviewdue.cpp" line="89"/>
        <source>Review Due Today (%Ln)</source>
        <translation>
            <numerusform>Review Due Today (%Ln)</numerusform>
            <numerusform>Review Due Today (%Ln)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScheduleCatalog</name>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="50"/>
        <source>Uniform spacing (after Chen et al. 2016): one segment of %Ln layer(s), kept whole: the same as storing everything.</source>
        <translation>
            <numerusform>Uniform spacing (after Chen et al. 2016): one segment of %Ln layer, kept whole: the same as storing everything.</numerusform>
            <numerusform>Uniform spacing (after Chen et al. 2016): one segment of %Ln layers, kept whole: the same as storing everything.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="62"/>
        <source>a checkpoint every %Ln layer(s)</source>
        <translation>
            <numerusform>a checkpoint every %Ln layer</numerusform>
            <numerusform>a checkpoint every %Ln layers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="63"/>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="102"/>
        <source>%Ln segment(s)</source>
        <translation>
            <numerusform>%Ln segment</numerusform>
            <numerusform>%Ln segments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="103"/>
        <source>of %Ln layer(s)</source>
        <translation>
            <numerusform>of %Ln layer</numerusform>
            <numerusform>of %Ln layers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="104"/>
        <source>the last %Ln layer(s)</source>
        <translation>
            <numerusform>the last %Ln layer</numerusform>
            <numerusform>the last %Ln layers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="156"/>
        <source>%Ln checkpoint slot(s)</source>
        <translation>
            <numerusform>%Ln checkpoint slot</numerusform>
            <numerusform>%Ln checkpoint slots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="157"/>
        <source>%Ln activation(s)</source>
        <translation>
            <numerusform>%Ln activation</numerusform>
            <numerusform>%Ln activations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SimulatorPanel</name>
    <message numerus="yes">
        <location filename="../ui/simulatorpanel.cpp" line="318"/>
        <source>Peak %1 of %2 saved activation(s) (%3%)</source>
        <extracomment>%1 is the peak, %2 what storing everything holds, %3 the share in percent.</extracomment>
        <translation>
            <numerusform>Peak %1 of %2 saved activation (%3%)</numerusform>
            <numerusform>Peak %1 of %2 saved activations (%3%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/simulatorpanel.cpp" line="323"/>
        <source>%1 extra layer forward(s) (+%2% forward+backward compute)</source>
        <extracomment>%1 is the number of layer forwards run again during backward, %2 what they add in percent.</extracomment>
        <translation>
            <numerusform>%1 extra layer forward (+%2% forward+backward compute)</numerusform>
            <numerusform>%1 extra layer forwards (+%2% forward+backward compute)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TaskGoal</name>
    <message numerus="yes">
        <location filename="../app/core/quiz/taskgoal.cpp" line="156"/>
        <source>The chain has %Ln layer(s); the task is about %1.</source>
        <translation>
            <numerusform>The chain has %Ln layer; the task is about %1.</numerusform>
            <numerusform>The chain has %Ln layers; the task is about %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/quiz/taskgoal.cpp" line="196"/>
        <source>The setup has %Ln GPU(s); the task asks for %1.</source>
        <translation>
            <numerusform>The setup has %Ln GPU; the task asks for %1.</numerusform>
            <numerusform>The setup has %Ln GPUs; the task asks for %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TradeoffChart</name>
    <message numerus="yes">
        <location filename="../ui/tradeoffchart.cpp" line="287"/>
        <source>%1
Peak memory: %2 activations
Extra layer forwards: %3 (+%4% compute)</source>
        <translation>
            <numerusform>%1
Peak memory: %2 activation
Extra layer forwards: %3 (+%4% compute)</numerusform>
            <numerusform>%1
Peak memory: %2 activations
Extra layer forwards: %3 (+%4% compute)</numerusform>
        </translation>
    </message>
</context>
</TS>
