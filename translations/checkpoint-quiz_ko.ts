<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>AboutBox</name>
    <message>
        <location filename="../ui/aboutbox.cpp" line="22"/>
        <source>Checkpoint Quiz %1

Learn gradient (activation) checkpointing: answer the quiz and watch activation memory and recompute cost change as you move the checkpoints.</source>
        <translation>Checkpoint Quiz %1

그래디언트(활성화) 체크포인팅을 배워 보십시오. 퀴즈에 답하고, 체크포인트를 옮길 때 활성화 메모리와 재계산 비용이 어떻게 달라지는지 확인하십시오.</translation>
    </message>
    <message>
        <location filename="../ui/aboutbox.cpp" line="26"/>
        <source>Copyright © 2026 Checkpoint Quiz contributors. The program&apos;s own code is under the MIT licence (MIT); because it uses Qt Charts, the program as a whole is distributed under the GPL 3 (GPL-3.0-only).</source>
        <translation>Copyright © 2026 Checkpoint Quiz 기여자. 프로그램 자체의 코드는 MIT 라이선스(MIT)를 따르며, Qt Charts를 사용하므로 프로그램 전체는 GPL 3(GPL-3.0-only) 조건으로 배포됩니다.</translation>
    </message>
    <message>
        <location filename="../ui/aboutbox.cpp" line="28"/>
        <source>Libraries used:</source>
        <translation>사용한 라이브러리:</translation>
    </message>
    <message>
        <location filename="../ui/aboutbox.cpp" line="35"/>
        <source>About Checkpoint Quiz</source>
        <translation>Checkpoint Quiz 정보</translation>
    </message>
    <message>
        <location filename="../ui/aboutbox.cpp" line="40"/>
        <source>OK</source>
        <translation>확인</translation>
    </message>
</context>
<context>
    <name>ActivationStateStyle</name>
    <message>
        <location filename="../ui/activationstatestyle.h" line="80"/>
        <source>checkpoints</source>
        <extracomment>Legend of the playback strip, followed by the count: &quot;checkpoints 10&quot;.</extracomment>
        <translation>체크포인트</translation>
    </message>
    <message>
        <location filename="../ui/activationstatestyle.h" line="82"/>
        <source>saved</source>
        <translation>저장됨</translation>
    </message>
    <message>
        <location filename="../ui/activationstatestyle.h" line="84"/>
        <source>recomputed</source>
        <translation>재계산됨</translation>
    </message>
    <message>
        <location filename="../ui/activationstatestyle.h" line="86"/>
        <source>freed</source>
        <translation>해제됨</translation>
    </message>
    <message>
        <location filename="../ui/activationstatestyle.h" line="88"/>
        <source>dropped</source>
        <translation>폐기됨</translation>
    </message>
    <message>
        <location filename="../ui/activationstatestyle.h" line="92"/>
        <source>not yet computed</source>
        <translation>아직 계산 안 됨</translation>
    </message>
    <message>
        <location filename="../ui/activationstatestyle.h" line="99"/>
        <source>Held as a checkpoint: the backward pass restarts from it</source>
        <translation>체크포인트로 보관됨: 역전파 때 여기서부터 재계산을 시작합니다</translation>
    </message>
    <message>
        <location filename="../ui/activationstatestyle.h" line="101"/>
        <source>Held since the forward pass for its layer&apos;s backward</source>
        <translation>해당 레이어의 역전파를 위해 순전파 때부터 보관됨</translation>
    </message>
    <message>
        <location filename="../ui/activationstatestyle.h" line="103"/>
        <source>Recomputed during the backward pass and held for its layer&apos;s backward</source>
        <translation>역전파 중에 재계산되어 해당 레이어의 역전파를 위해 보관됨</translation>
    </message>
    <message>
        <location filename="../ui/activationstatestyle.h" line="105"/>
        <source>Its layer&apos;s backward is done; the memory is freed</source>
        <translation>해당 레이어의 역전파가 끝나 메모리가 해제됨</translation>
    </message>
    <message>
        <location filename="../ui/activationstatestyle.h" line="107"/>
        <source>Computed but not held: it will be recomputed</source>
        <translation>계산했지만 보관하지 않음: 나중에 재계산됩니다</translation>
    </message>
    <message>
        <location filename="../ui/activationstatestyle.h" line="111"/>
        <source>Its layer has not run yet</source>
        <translation>해당 레이어가 아직 실행되지 않음</translation>
    </message>
</context>
<context>
    <name>ActivationTimelineChart</name>
    <message>
        <location filename="../ui/activationtimelinechart.cpp" line="69"/>
        <source>Activation memory over one training step</source>
        <translation>한 학습 스텝 동안의 활성화 메모리</translation>
    </message>
    <message>
        <location filename="../ui/activationtimelinechart.cpp" line="70"/>
        <source>This setting</source>
        <translation>이 설정</translation>
    </message>
    <message>
        <location filename="../ui/activationtimelinechart.cpp" line="71"/>
        <source>Store all</source>
        <translation>모두 저장</translation>
    </message>
    <message>
        <location filename="../ui/activationtimelinechart.cpp" line="72"/>
        <source>Compute (% of a step without recomputation)</source>
        <translation>연산량(재계산 없는 스텝 대비 %)</translation>
    </message>
    <message>
        <location filename="../ui/activationtimelinechart.cpp" line="73"/>
        <source>GiB per GPU</source>
        <translation>GPU당 GiB</translation>
    </message>
</context>
<context>
    <name>AppIdentity</name>
    <message>
        <location filename="../app/core/session/appidentity.cpp" line="52"/>
        <source>%1 could not be moved to %2; it stays where it is, and this run starts without it.</source>
        <translation>%1을(를) %2(으)로 옮길 수 없습니다. 원래 위치에 그대로 두고, 이번 실행은 그것 없이 시작합니다.</translation>
    </message>
</context>
<context>
    <name>Assignment</name>
    <message>
        <location filename="../app/core/quiz/assignment.cpp" line="55"/>
        <source>expected a UUID of 36 characters such as %1</source>
        <translation>%1 같은 36자 UUID여야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/assignment.cpp" line="61"/>
        <source>expected true or false, found %1</source>
        <translation>true 또는 false여야 하지만 %1입니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/assignment.cpp" line="87"/>
        <source>the assignment would be %1 bytes, and quiz files are opened up to %2 bytes: make it of fewer questions</source>
        <translation>과제 파일이 %1바이트가 되는데, 퀴즈 파일은 %2바이트까지만 열 수 있습니다. 문제 수를 줄여 만드십시오</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/assignment.cpp" line="110"/>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>&quot;%1&quot; 값이어야 하지만 &quot;%2&quot;입니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/assignment.cpp" line="114"/>
        <source>expected version %1 (the only one this app reads); a newer app wrote this assignment</source>
        <translation>%1 버전이어야 합니다(이 앱은 이 버전만 읽습니다). 이 과제는 더 새로운 버전의 앱에서 작성되었습니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/assignment.cpp" line="132"/>
        <source>the bank does not match its SHA-256: the file was changed after the assignment was made; ask the teacher for a new copy</source>
        <translation>문제 은행이 SHA-256과 일치하지 않습니다. 과제를 만든 뒤 파일이 변경되었습니다. 교사에게 새 사본을 요청하십시오</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/assignment.cpp" line="137"/>
        <source>expected &quot;immediate&quot; or &quot;exam&quot;, found &quot;%1&quot;</source>
        <translation>&quot;immediate&quot; 또는 &quot;exam&quot;이어야 하지만 &quot;%1&quot;입니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/assignment.cpp" line="143"/>
        <source>more than %L1 minutes</source>
        <translation>%L1분을 넘습니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/assignment.cpp" line="146"/>
        <source>a time limit needs &quot;mode&quot;: &quot;exam&quot;</source>
        <translation>시간 제한을 두려면 &quot;mode&quot;: &quot;exam&quot;이 필요합니다</translation>
    </message>
</context>
<context>
    <name>AssignmentDialog</name>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="31"/>
        <source>New Assignment</source>
        <translation>새 과제</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/assignmentdialog.cpp" line="33"/>
        <source>%1 (%Ln question(s))</source>
        <translation>
            <numerusform>%1 (%Ln문제)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="38"/>
        <source>Immediate feedback after each answer</source>
        <translation>답할 때마다 즉시 피드백</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="38"/>
        <source>Exam: feedback after hand-in</source>
        <translation>시험: 제출한 뒤 피드백</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="43"/>
        <source>None</source>
        <translation>없음</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="44"/>
        <source> min</source>
        <translation>분</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="45"/>
        <source>Learners may use the simulator during the exam</source>
        <translation>시험 중 학습자가 시뮬레이터를 사용할 수 있음</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="48"/>
        <source>Show the right answers, explanations and sources of missed questions</source>
        <translation>틀리거나 답하지 않은 문제의 정답, 해설, 출처 표시</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="51"/>
        <source>Due</source>
        <translation>마감</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="59"/>
        <source>Quiz:</source>
        <translation>퀴즈:</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="60"/>
        <source>&amp;Mode:</source>
        <translation>모드(&amp;M):</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="61"/>
        <source>&amp;Time limit:</source>
        <translation>제한 시간(&amp;T):</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="65"/>
        <source>Learners open the file with File → Open Quiz… and cannot change these settings. The file is plain JSON, answer key included: when the key must stay secret, give the quiz in Moodle (File → Export Quiz As…).</source>
        <translation>학습자는 파일 → 퀴즈 열기…로 이 파일을 열며, 이 설정을 바꿀 수 없습니다. 파일은 정답이 포함된 일반 JSON입니다. 정답을 비공개로 유지해야 한다면 Moodle에서 퀴즈를 내십시오(파일 → 퀴즈 내보내기…).</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="72"/>
        <source>&amp;Save…</source>
        <translation>저장(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="120"/>
        <source>Save Assignment</source>
        <translation>과제 저장</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="121"/>
        <source>Checkpoint Quiz assignments (*.%1)</source>
        <translation>Checkpoint Quiz 과제 (*.%1)</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="125"/>
        <source>The assignment could not be saved to %1.</source>
        <translation>과제를 %1에 저장할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../ui/assignmentdialog.cpp" line="131"/>
        <source>Assignment saved to %1. Send the file to your learners.</source>
        <translation>과제를 %1에 저장했습니다. 이 파일을 학습자에게 보내십시오.</translation>
    </message>
</context>
<context>
    <name>AssignmentGuard</name>
    <message>
        <location filename="../ui/assignmentguard.cpp" line="43"/>
        <source>The assignment sets how this attempt is taken.</source>
        <translation>이 응시 방식은 과제에서 정해 둔 것입니다.</translation>
    </message>
    <message>
        <location filename="../ui/assignmentguard.cpp" line="46"/>
        <source>The simulator is off during this exam, as the assignment sets. It comes back when you hand in.</source>
        <translation>과제 설정에 따라 이 시험 중에는 시뮬레이터를 쓸 수 없습니다. 제출하면 다시 나타납니다.</translation>
    </message>
    <message>
        <location filename="../ui/assignmentguard.cpp" line="59"/>
        <source>immediate feedback</source>
        <translation>즉시 피드백</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/assignmentguard.cpp" line="61"/>
        <source>exam with a %Ln-minute time limit</source>
        <translation>
            <numerusform>제한 시간 %Ln분 시험</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/assignmentguard.cpp" line="63"/>
        <source>exam without a time limit</source>
        <translation>제한 시간 없는 시험</translation>
    </message>
    <message>
        <location filename="../ui/assignmentguard.cpp" line="65"/>
        <source>the right answers of missed questions are not shown</source>
        <translation>틀리거나 답하지 않은 문제의 정답은 표시하지 않음</translation>
    </message>
    <message>
        <location filename="../ui/assignmentguard.cpp" line="66"/>
        <source>Assignment: %1.</source>
        <translation>과제: %1.</translation>
    </message>
    <message>
        <location filename="../ui/assignmentguard.cpp" line="66"/>
        <source>; </source>
        <comment>between the rules of an assignment</comment>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../ui/assignmentguard.cpp" line="71"/>
        <source>It was due on %1: you can still hand it in, and your report will say it is late.</source>
        <translation>마감은 %1이었습니다. 지금도 제출할 수 있지만, 보고서에 늦게 제출했다고 표시됩니다.</translation>
    </message>
    <message>
        <location filename="../ui/assignmentguard.cpp" line="72"/>
        <source>Due on %1.</source>
        <translation>마감: %1.</translation>
    </message>
</context>
<context>
    <name>AttemptReview</name>
    <message>
        <location filename="../ui/attemptreview.cpp" line="62"/>
        <source>Question %1: </source>
        <translation>문제 %1: </translation>
    </message>
    <message>
        <location filename="../ui/attemptreview.cpp" line="63"/>
        <source>Your answer: </source>
        <translation>선택한 답: </translation>
    </message>
    <message>
        <location filename="../ui/attemptreview.cpp" line="63"/>
        <source>not answered</source>
        <translation>답하지 않음</translation>
    </message>
    <message>
        <location filename="../ui/attemptreview.cpp" line="65"/>
        <location filename="../ui/attemptreview.cpp" line="69"/>
        <source>Right answer: </source>
        <translation>정답: </translation>
    </message>
    <message>
        <location filename="../ui/attemptreview.cpp" line="65"/>
        <source>not shown: the assignment keeps the answer key back</source>
        <translation>표시하지 않음: 과제 설정에 따라 정답을 공개하지 않습니다</translation>
    </message>
    <message>
        <location filename="../ui/attemptreview.cpp" line="72"/>
        <source>Why your answer is not right: </source>
        <translation>선택한 답이 틀린 이유: </translation>
    </message>
    <message>
        <location filename="../ui/attemptreview.cpp" line="74"/>
        <source>Explanation: </source>
        <translation>해설: </translation>
    </message>
    <message>
        <location filename="../ui/attemptreview.cpp" line="76"/>
        <source>In the simulator: </source>
        <translation>시뮬레이터에서: </translation>
    </message>
    <message>
        <location filename="../ui/attemptreview.cpp" line="78"/>
        <source>Source: </source>
        <translation>출처: </translation>
    </message>
</context>
<context>
    <name>AttemptStore</name>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="45"/>
        <source>the folder %1 cannot be created.</source>
        <translation>%1 폴더를 만들 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="64"/>
        <source>another Checkpoint Quiz window (process %1) keeps its attempts in %2; this window changes nothing there.</source>
        <translation>다른 Checkpoint Quiz 창(프로세스 %1)이 %2에 응시 기록을 보관하고 있으므로, 이 창은 그곳의 내용을 바꾸지 않습니다.</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="116"/>
        <source>The attempts kept as files in %1 could not all be moved into the learner&apos;s database, so some are not listed this time (the files are left as they are): %2</source>
        <translation>%1에 파일로 보관된 응시 기록을 모두 학습자 데이터베이스로 옮기지 못해 이번에는 일부가 목록에 없습니다(파일은 그대로 둡니다): %2</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="176"/>
        <source>the attempt&apos;s id is not a UUID.</source>
        <translation>응시 기록의 ID가 UUID가 아닙니다.</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="183"/>
        <source>the attempt would take %1 bytes, more than the %2 the app reads back.</source>
        <translation>응시 기록이 %1바이트로, 앱이 다시 읽을 수 있는 %2바이트보다 큽니다.</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="211"/>
        <source>an unreadable attempt of the same id (%1) is kept in %2.</source>
        <translation>같은 ID(%1)의 읽을 수 없는 응시 기록이 %2에 보관되어 있습니다.</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="264"/>
        <source>an answer row names question %1, which the attempt does not have.</source>
        <translation>답안 행이 %1번 문제를 가리키지만, 이 응시 기록에는 그 문제가 없습니다.</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="329"/>
        <source>%1, attempt %2</source>
        <translation>%1, 응시 기록 %2</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="332"/>
        <source>%1: its record is larger than %2 bytes, more than any attempt needs, so it was not read.</source>
        <translation>%1: 기록이 %2바이트보다 커서, 어떤 응시에도 필요한 크기를 넘기 때문에 읽지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="346"/>
        <source>its quiz %1 is not in the database</source>
        <translation>퀴즈 %1이(가) 데이터베이스에 없습니다</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="350"/>
        <source>its quiz %1 was changed or damaged: its content does not match its digest</source>
        <translation>퀴즈 %1이(가) 변경되었거나 손상되었습니다: 내용이 다이제스트와 일치하지 않습니다</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="355"/>
        <source>%1: its record names another id, %2, so it may be a copy of another attempt.</source>
        <translation>%1: 기록에 다른 ID(%2)가 적혀 있어, 다른 응시 기록의 사본일 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="366"/>
        <source>An attempt could not be read and was set aside (it is kept in the database). %1</source>
        <translation>응시 기록 하나를 읽을 수 없어 따로 분리해 두었습니다(데이터베이스에 보관됩니다). %1</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="368"/>
        <source>An attempt could not be read (it is left as it is). %1</source>
        <translation>응시 기록 하나를 읽을 수 없습니다(그대로 두었습니다). %1</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="442"/>
        <source>%1 is not the id of an attempt in the history.</source>
        <translation>%1은(는) 기록에 있는 응시의 ID가 아닙니다.</translation>
    </message>
    <message>
        <location filename="../app/core/session/attemptstore.cpp" line="60"/>
        <source>the lock file in %1 cannot be created.</source>
        <translation>%1에 잠금 파일을 만들 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>BackgroundTask</name>
    <message>
        <location filename="../ui/backgroundtask.cpp" line="63"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
</context>
<context>
    <name>BlockGraph</name>
    <message>
        <location filename="../app/core/realistic/blockgraphbuilder.cpp" line="51"/>
        <source>the activation bytes of one block exceed 64 bits</source>
        <translation>블록 하나의 활성화 바이트 수가 64비트 범위를 넘습니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/blockgraphbuilder.cpp" line="313"/>
        <source>the tensor-parallel size (%1) must divide the kv heads (%2)</source>
        <translation>키/값 헤드 수(%2)는 텐서 병렬 크기(%1)로 나누어떨어져야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/blockgraphbuilder.cpp" line="316"/>
        <source>the tensor-parallel size (%1) must divide the MLP width (%2)</source>
        <translation>MLP 너비(%2)는 텐서 병렬 크기(%1)로 나누어떨어져야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/blockgraphbuilder.cpp" line="319"/>
        <source>the tensor-parallel size (%1) must divide the shared expert&apos;s width (%2)</source>
        <translation>공유 전문가의 너비(%2)는 텐서 병렬 크기(%1)로 나누어떨어져야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/blockgraphbuilder.cpp" line="324"/>
        <source>with sequence parallelism the tensor-parallel size (%1) must divide the sequence length (%2)</source>
        <translation>시퀀스 병렬화를 쓰면 시퀀스 길이(%2)는 텐서 병렬 크기(%1)로 나누어떨어져야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/blockgraph.cpp" line="159"/>
        <source>the block has no op named &quot;%1&quot;</source>
        <translation>블록에 &quot;%1&quot;(이)라는 연산이 없습니다</translation>
    </message>
</context>
<context>
    <name>BlockOpsModel</name>
    <message>
        <location filename="../ui/blockopsmodel.cpp" line="43"/>
        <source>%1 bytes</source>
        <translation>%1바이트</translation>
    </message>
    <message>
        <location filename="../ui/blockopsmodel.cpp" line="53"/>
        <source>fused kernel</source>
        <translation>퓨즈드 커널</translation>
    </message>
    <message>
        <location filename="../ui/blockopsmodel.cpp" line="60"/>
        <source>recomputed</source>
        <translation>재계산됨</translation>
    </message>
    <message>
        <location filename="../ui/blockopsmodel.cpp" line="61"/>
        <source>output saved</source>
        <translation>출력 저장됨</translation>
    </message>
    <message>
        <location filename="../ui/blockopsmodel.cpp" line="61"/>
        <source>kept</source>
        <translation>보관됨</translation>
    </message>
    <message>
        <location filename="../ui/blockopsmodel.cpp" line="97"/>
        <source>Op (checked: saved)</source>
        <translation>연산(체크: 저장)</translation>
    </message>
    <message>
        <location filename="../ui/blockopsmodel.cpp" line="97"/>
        <source>Op</source>
        <translation>연산</translation>
    </message>
    <message>
        <location filename="../ui/blockopsmodel.cpp" line="99"/>
        <source>ATen op</source>
        <translation>ATen 연산</translation>
    </message>
    <message>
        <location filename="../ui/blockopsmodel.cpp" line="101"/>
        <source>Saved for backward</source>
        <translation>역전파용 저장</translation>
    </message>
    <message>
        <location filename="../ui/blockopsmodel.cpp" line="103"/>
        <source>Output</source>
        <translation>출력</translation>
    </message>
    <message>
        <location filename="../ui/blockopsmodel.cpp" line="105"/>
        <source>Policy</source>
        <translation>정책</translation>
    </message>
    <message>
        <location filename="../ui/blockopsmodel.cpp" line="107"/>
        <source>Forward FLOPs</source>
        <translation>순전파 FLOPs</translation>
    </message>
</context>
<context>
    <name>BlockOpsPanel</name>
    <message>
        <location filename="../ui/blockopspanel.cpp" line="90"/>
        <source>No block to show for this input.</source>
        <translation>이 입력으로는 표시할 블록이 없습니다.</translation>
    </message>
    <message>
        <location filename="../ui/blockopspanel.cpp" line="94"/>
        <source>Op by op, as PyTorch saves them (the measured convention): one block holds %1 from its forward pass until its backward under this policy, %2 without recomputation; its input is %3.</source>
        <translation>PyTorch가 저장하는 그대로 연산별로 센 값(측정 기준): 블록 하나가 순전파부터 역전파까지 보관하는 양은 이 정책에서 %1, 재계산 없이는 %2이고, 블록의 입력은 %3입니다.</translation>
    </message>
    <message>
        <location filename="../ui/blockopspanel.cpp" line="101"/>
        <source>The figures above use the paper&apos;s Table 2 instead.</source>
        <translation>단, 위의 수치는 논문의 Table 2를 사용합니다.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/blockopspanel.cpp" line="111"/>
        <source>Copied %n line(s) of Python to the clipboard.</source>
        <translation>
            <numerusform>Python 코드 %n줄을 클립보드에 복사했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/blockopspanel.cpp" line="140"/>
        <source>Inside one block</source>
        <translation>블록 하나의 내부</translation>
    </message>
    <message>
        <location filename="../ui/blockopspanel.cpp" line="141"/>
        <source>Copy as PyTorch</source>
        <translation>PyTorch 코드로 복사</translation>
    </message>
    <message>
        <location filename="../ui/blockopspanel.cpp" line="142"/>
        <source>The code that applies this policy to a block (selective activation checkpointing needs PyTorch 2.4 or later)</source>
        <translation>이 정책을 블록에 적용하는 코드(선택적 활성화 체크포인팅에는 PyTorch 2.4 이상이 필요합니다)</translation>
    </message>
    <message>
        <location filename="../ui/blockopspanel.cpp" line="144"/>
        <source>Export Measurement Script…</source>
        <translation>측정 스크립트 내보내기…</translation>
    </message>
    <message>
        <location filename="../ui/blockopspanel.cpp" line="145"/>
        <source>A Python script (PyTorch only) that runs one training step of this setup and writes what it measured as JSON</source>
        <translation>이 설정의 학습 스텝 하나를 실행하고 측정한 값을 JSON으로 쓰는 Python 스크립트(PyTorch만 필요)</translation>
    </message>
</context>
<context>
    <name>BudgetChart</name>
    <message>
        <location filename="../ui/budgetchart.cpp" line="136"/>
        <source>Uniform, every k</source>
        <translation>균일 간격(k별)</translation>
    </message>
    <message>
        <location filename="../ui/budgetchart.cpp" line="137"/>
        <source>PyTorch, every S</source>
        <translation>PyTorch(S별)</translation>
    </message>
    <message>
        <location filename="../ui/budgetchart.cpp" line="138"/>
        <source>Optimal (Revolve)</source>
        <translation>최적(Revolve)</translation>
    </message>
    <message>
        <location filename="../ui/budgetchart.cpp" line="139"/>
        <source>Current</source>
        <translation>현재</translation>
    </message>
    <message>
        <location filename="../ui/budgetchart.cpp" line="141"/>
        <source>Peak saved activations (log; gradients add 2–3)</source>
        <extracomment>The unit model counts saved activations only; a backward step also holds gradients and the tensor computed.</extracomment>
        <translation>저장된 활성화 피크(로그, 그래디언트는 2–3 추가)</translation>
    </message>
    <message>
        <location filename="../ui/budgetchart.cpp" line="142"/>
        <source>Extra forwards (log)</source>
        <translation>추가 순전파(로그)</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/budgetchart.cpp" line="181"/>
        <source>%1: %2 activations, %3 extra</source>
        <translation>
            <numerusform>%1: 활성화 %2개, 추가 %3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/budgetchart.cpp" line="191"/>
        <source>does not fit</source>
        <translation>예산 초과</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/budgetchart.cpp" line="194"/>
        <source>Memory up to %1 activations
Cheapest extra forwards:
Uniform: %2
PyTorch: %3
Optimal: %4</source>
        <translation>
            <numerusform>메모리: 활성화 %1개까지
최소 추가 순전파:
균일 간격: %2
PyTorch: %3
최적: %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CheckQuizCommand</name>
    <message>
        <location filename="../app/commands/checkquizcommand.cpp" line="21"/>
        <source>Check quiz files (JSON, GIFT, Aiken, Moodle XML) and list every problem, without opening a window.</source>
        <translation>창을 열지 않고 퀴즈 파일(JSON, GIFT, Aiken, Moodle XML)을 검사하여 발견된 오류와 경고를 모두 나열합니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/checkquizcommand.cpp" line="36"/>
        <source>Each problem is one line, FILE:LINE:COLUMN: error|warning: message (a JSON path instead of LINE:COLUMN for JSON banks). Warnings say where Moodle would read the file differently from what you probably meant. Exit status 1 when a file has an error or cannot be read, 0 otherwise.</source>
        <translation>발견된 항목은 한 줄에 하나씩 FILE:LINE:COLUMN: error|warning: 메시지 형식으로 출력됩니다(JSON 퀴즈 파일은 LINE:COLUMN 대신 JSON 경로). 경고는 Moodle이 파일을 작성자의 의도와 다르게 읽을 수 있는 부분을 알려 줍니다. 파일에 오류가 있거나 파일을 읽을 수 없으면 종료 상태는 1, 그렇지 않으면 0입니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/checkquizcommand.cpp" line="45"/>
        <source>Missing FILE: name one or more quiz files to check.</source>
        <translation>FILE이 없습니다: 검사할 퀴즈 파일을 하나 이상 지정하십시오.</translation>
    </message>
    <message>
        <location filename="../app/commands/checkquizcommand.cpp" line="74"/>
        <source>Files checked: %1; playable questions: %2; errors: %3; warnings: %4</source>
        <translation>검사한 파일: %1; 사용 가능한 문제: %2; 오류: %3; 경고: %4</translation>
    </message>
</context>
<context>
    <name>ClassCommand</name>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="43"/>
        <source>Turn a class&apos;s JSON score reports into Moodle&apos;s quiz statistics, a response analysis and a gradebook.</source>
        <translation>학급의 JSON 점수 보고서로 Moodle의 퀴즈 통계, 응답 분석, 성적부를 만듭니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="49"/>
        <source>Which attempt of a student counts: first (the default), best or last.</source>
        <translation>학생의 어느 응시를 집계할지: first(첫 응시, 기본값), best(최고 점수 응시) 또는 last(마지막 응시).</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="51"/>
        <source>The start of the quiz version (SHA-256) to show when the reports are of several versions; by default the version most reports are of.</source>
        <translation>보고서가 여러 버전의 퀴즈에서 나온 경우 표시할 퀴즈 버전(SHA-256)의 앞부분. 기본값은 보고서가 가장 많은 버전입니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="54"/>
        <source>A quiz file whose texts the class report shows (when its version matches the reports).</source>
        <translation>학급 보고서에 내용을 표시할 퀴즈 파일(버전이 보고서와 일치하는 경우).</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="57"/>
        <source>Where to write the class report; %1 picks the format.</source>
        <translation>학급 보고서를 저장할 위치. 확장자 %1에 따라 형식이 정해집니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="59"/>
        <source>Also write a gradebook CSV for Moodle&apos;s grade import.</source>
        <translation>Moodle 성적 가져오기용 성적부 CSV도 작성합니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="69"/>
        <source>A folder stands for the .json files in it. Reports of a retry, edited after export, written by a newer version, exported twice, or of another version of the quiz are listed on standard error with the reason and left out; each student&apos;s first attempt counts unless --attempt says otherwise. Exit status 1 when no report could be counted or a file cannot be written, 2 for wrong arguments.</source>
        <translation>폴더를 지정하면 그 안의 .json 파일을 사용합니다. 놓친 문제 다시 풀기의 보고서, 내보낸 뒤 수정된 보고서, 더 새로운 버전에서 작성된 보고서, 두 번 내보낸 보고서, 다른 버전의 퀴즈 보고서는 이유와 함께 표준 오류에 나열되고 제외됩니다. --attempt로 달리 지정하지 않으면 학생마다 첫 응시를 집계합니다. 집계할 수 있는 보고서가 없거나 파일을 쓸 수 없으면 종료 상태는 1, 인수가 잘못되면 2입니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="79"/>
        <source>Missing REPORT: name the students&apos; JSON reports or a folder of them.</source>
        <translation>REPORT가 없습니다: 학생들의 JSON 보고서 또는 보고서가 든 폴더를 지정하십시오.</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="87"/>
        <source>--attempt is &quot;%1&quot;: expected first, best or last.</source>
        <translation>--attempt 값이 &quot;%1&quot;입니다. first, best 또는 last여야 합니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="93"/>
        <source>-o names &quot;%1&quot;: end it in %2.</source>
        <translation>-o에 지정한 이름이 &quot;%1&quot;입니다. 이름을 %2(으)로 끝내십시오.</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="96"/>
        <source>Cannot read the quiz: %1</source>
        <translation>퀴즈를 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="104"/>
        <source>-o and --gradebook name the same file &quot;%1&quot;: give each its own.</source>
        <translation>-o와 --gradebook이 같은 파일 &quot;%1&quot;을(를) 가리킵니다. 각각 다른 파일을 지정하십시오.</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="113"/>
        <source>%1: left out: %2</source>
        <translation>%1: 제외됨: %2</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="115"/>
        <source>No report could be counted.</source>
        <translation>집계할 수 있는 보고서가 없습니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="120"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="127"/>
        <source>%1: not in the gradebook: the report has no e-mail address or ID number of the kind the others use</source>
        <translation>%1: 성적부에 없음: 다른 보고서들이 사용하는 종류의 이메일 주소나 ID 번호가 이 보고서에는 없습니다</translation>
    </message>
    <message>
        <location filename="../app/commands/classcommand.cpp" line="136"/>
        <source>Quiz: %1; students counted: %2; reports left out: %3; mean: %4%; CIC: %5</source>
        <translation>퀴즈: %1; 집계한 학생: %2; 제외된 보고서: %3; 평균: %4%; 내적 일관성 계수(CIC): %5</translation>
    </message>
</context>
<context>
    <name>ClassReportFormat</name>
    <message>
        <location filename="../app/core/classroom/classreportformat.cpp" line="49"/>
        <source>PDF document</source>
        <translation>PDF 문서</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportformat.cpp" line="50"/>
        <source>Web page</source>
        <translation>웹 페이지</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportformat.cpp" line="51"/>
        <source>JSON for programs</source>
        <translation>프로그램용 JSON</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportformat.cpp" line="52"/>
        <source>CSV, one row per student</source>
        <translation>CSV, 학생당 한 행</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportformat.cpp" line="62"/>
        <source>the name must end in %1</source>
        <translation>이름은 %1(으)로 끝나야 합니다</translation>
    </message>
</context>
<context>
    <name>ClassReportWriter</name>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="187"/>
        <source>%1 of %2 correct; %3</source>
        <extracomment>Feedback beside a grade in the gradebook: %1 correct of %2 questions, %3 how it was taken.</extracomment>
        <translation>%2문제 중 %1문제 정답; %3</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="242"/>
        <source>Class results: %1</source>
        <translation>학급 결과: %1</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="244"/>
        <source>Quiz version (SHA-256): %1</source>
        <extracomment>%1 is the SHA-256 of the quiz bank.</extracomment>
        <translation>퀴즈 버전(SHA-256): %1</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="245"/>
        <source>Show this question&apos;s case in the simulator</source>
        <translation>이 문제의 사례를 시뮬레이터에서 보기</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="247"/>
        <source>The test</source>
        <translation>퀴즈 전체</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="249"/>
        <source>Students counted</source>
        <translation>집계한 학생 수</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="250"/>
        <source>Attempt counted per student</source>
        <translation>학생별로 집계한 응시</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="250"/>
        <source>The first</source>
        <translation>첫 응시</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="251"/>
        <source>The best</source>
        <translation>최고 점수 응시</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="252"/>
        <source>The last</source>
        <translation>마지막 응시</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="253"/>
        <source>Mean</source>
        <translation>평균</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="254"/>
        <source>Median</source>
        <translation>중앙값</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="255"/>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="281"/>
        <source>Standard deviation</source>
        <translation>표준편차</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="256"/>
        <source>Skewness</source>
        <translation>왜도</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="257"/>
        <source>Kurtosis</source>
        <translation>첨도</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="258"/>
        <source>Coefficient of internal consistency</source>
        <translation>내적 일관성 계수</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="259"/>
        <source>Error ratio</source>
        <translation>오차 비율</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="260"/>
        <source>Standard error</source>
        <translation>표준오차</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="264"/>
        <source>The coefficient of internal consistency is below %1: the questions may not measure one thing.</source>
        <extracomment>%1 is Moodle&apos;s threshold, 64%.</extracomment>
        <translation>내적 일관성 계수가 %1 미만입니다. 문제들이 한 가지를 측정하지 않을 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="288"/>
        <source>facility outside %1–%2</source>
        <translation>용이도 지수가 %1–%2 범위 밖</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="291"/>
        <source>discrimination below %1</source>
        <translation>변별도 지수가 %1 미만</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="301"/>
        <source>Why it is wrong: %1</source>
        <translation>틀린 이유: %1</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="268"/>
        <source>Questions</source>
        <translation>문제</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="280"/>
        <source>Facility index</source>
        <translation>용이도 지수</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="282"/>
        <source>Discrimination index</source>
        <translation>변별도 지수</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="283"/>
        <source>Discriminative efficiency</source>
        <translation>변별 효율</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="293"/>
        <source>Worth a second look: %1</source>
        <translation>다시 검토할 만함: %1</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="269"/>
        <source>Option</source>
        <translation>선택지</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="270"/>
        <source>Chosen by</source>
        <translation>선택한 학생</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="271"/>
        <source>Share</source>
        <translation>비율</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="272"/>
        <source>Response</source>
        <translation>응답</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="299"/>
        <source>(chosen by no one; text not in the reports)</source>
        <translation>(선택한 학생 없음, 보고서에 선택지 내용 없음)</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="310"/>
        <source>Students</source>
        <translation>학생</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="314"/>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="324"/>
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="320"/>
        <source>(late)</source>
        <comment>handed in after the assignment&apos;s due date</comment>
        <translation>(늦게 제출)</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="323"/>
        <source>Reports left out</source>
        <translation>제외된 보고서</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classreportwriter.cpp" line="325"/>
        <source>Why</source>
        <translation>이유</translation>
    </message>
</context>
<context>
    <name>ClassResults</name>
    <message>
        <location filename="../app/core/classroom/classresults.cpp" line="101"/>
        <source>written before reports named their quiz version (report format 1): export it again from this version</source>
        <translation>보고서에 퀴즈 버전을 기록하기 전에 작성됨(보고서 형식 1): 이 버전의 앱에서 다시 내보내십시오</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classresults.cpp" line="105"/>
        <source>a retry of missed questions, not an attempt at the whole quiz</source>
        <translation>퀴즈 전체에 대한 응시가 아니라 놓친 문제 다시 풀기입니다</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classresults.cpp" line="107"/>
        <source>written by Checkpoint Quiz %1, newer than this one (%2)</source>
        <translation>이 버전(%2)보다 새로운 Checkpoint Quiz %1에서 작성됨</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classresults.cpp" line="134"/>
        <source>another version of the quiz (%1…); the class view shows one version at a time</source>
        <translation>다른 버전의 퀴즈(%1…): 학급 결과는 한 번에 한 버전만 보여 줍니다</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classresults.cpp" line="150"/>
        <source>its questions differ from %1&apos;s, which names the same quiz version</source>
        <translation>같은 퀴즈 버전을 기록한 %1과(와) 문제가 다릅니다</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classresults.cpp" line="159"/>
        <source>the same attempt as %1, exported twice</source>
        <translation>%1과(와) 같은 응시를 두 번 내보냄</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classresults.cpp" line="174"/>
        <source>another attempt by the same student; %1 counts</source>
        <translation>같은 학생의 다른 응시입니다. %1을(를) 집계합니다</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classresults.cpp" line="191"/>
        <source>it lists %1 questions, but the quiz version it names has %2</source>
        <translation>문제가 %1개 있지만, 보고서가 가리키는 퀴즈 버전에는 %2개가 있습니다</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classresults.cpp" line="199"/>
        <source>its question %1 is &quot;%2&quot;, but the quiz version it names has &quot;%3&quot; there</source>
        <translation>%1번 문제가 &quot;%2&quot;이지만, 보고서가 가리키는 퀴즈 버전에서는 그 자리에 &quot;%3&quot;이(가) 있습니다</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classresults.cpp" line="202"/>
        <source>its answer to question %1 is option %2, but that question has %3 options</source>
        <translation>%1번 문제의 답이 %2번 선택지이지만, 그 문제의 선택지는 %3개입니다</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classresults.cpp" line="207"/>
        <source>it gives option %1 as the key of question %2, but the quiz version it names has option %3</source>
        <translation>%2번 문제의 정답을 %1번 선택지로 적었지만, 보고서가 가리키는 퀴즈 버전의 정답은 %3번 선택지입니다</translation>
    </message>
    <message>
        <location filename="../app/core/classroom/classresults.cpp" line="368"/>
        <source>a class counts at most %1 reports; this one is past that</source>
        <translation>한 학급에서는 보고서를 최대 %1개까지 집계합니다. 이 보고서는 그 한도를 넘었습니다</translation>
    </message>
</context>
<context>
    <name>ClassResultsDialog</name>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="35"/>
        <location filename="../ui/classresultsdialog.cpp" line="242"/>
        <source>Class Results</source>
        <translation>학급 결과</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="36"/>
        <source>Add &amp;Reports…</source>
        <translation>보고서 추가(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="38"/>
        <source>Add &amp;Folder…</source>
        <translation>폴더 추가(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="40"/>
        <source>Add &amp;Quiz…</source>
        <translation>퀴즈 추가(&amp;Q)…</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="42"/>
        <source>The quiz the reports are of, for its texts and scenes when it is not a built-in quiz</source>
        <translation>보고서가 다루는 퀴즈가 기본 제공 퀴즈가 아닐 때, 그 문제 텍스트와 장면을 보여 주기 위해 추가합니다</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="45"/>
        <source>First attempt of each student</source>
        <translation>학생별 첫 응시</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="46"/>
        <source>Best attempt of each student</source>
        <translation>학생별 최고 점수 응시</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="47"/>
        <source>Last attempt of each student</source>
        <translation>학생별 마지막 응시</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="48"/>
        <source>&amp;Count:</source>
        <translation>집계 기준(&amp;C):</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="68"/>
        <source>Add the students&apos; JSON score reports, or a folder of them, to see which questions worked and which misconceptions the class holds.</source>
        <translation>학생들의 JSON 점수 보고서나 보고서가 든 폴더를 추가하면 어떤 문제가 제 역할을 했는지, 학급에 어떤 오개념이 있는지 확인할 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="72"/>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="73"/>
        <source>&amp;Save Class Report…</source>
        <translation>학급 보고서 저장(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="75"/>
        <source>Save &amp;Gradebook…</source>
        <translation>성적부 저장(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="116"/>
        <source>The quiz could not be read.</source>
        <translation>퀴즈를 읽을 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="126"/>
        <source>Add Quiz</source>
        <translation>퀴즈 추가</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="136"/>
        <source>Reading the reports…</source>
        <translation>보고서를 읽는 중…</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/classresultsdialog.cpp" line="161"/>
        <source>%Ln student(s) counted</source>
        <translation>
            <numerusform>집계한 학생 %Ln명</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="162"/>
        <source>no report left out</source>
        <translation>제외된 보고서 없음</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/classresultsdialog.cpp" line="163"/>
        <source>%Ln report(s) left out (listed at the end)</source>
        <translation>
            <numerusform>제외된 보고서 %Ln개(맨 아래에 나열)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="173"/>
        <source>Add Reports</source>
        <translation>보고서 추가</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="173"/>
        <source>JSON score reports (*.json)</source>
        <translation>JSON 점수 보고서(*.json)</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="180"/>
        <source>Add a Folder of Reports</source>
        <translation>보고서 폴더 추가</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="214"/>
        <source>Save Class Report</source>
        <translation>학급 보고서 저장</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="225"/>
        <location filename="../ui/classresultsdialog.cpp" line="234"/>
        <source>Save Gradebook for Moodle</source>
        <translation>Moodle용 성적부 저장</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="226"/>
        <source>CSV for Moodle&apos;s grade import (*.csv)</source>
        <translation>Moodle 성적 가져오기용 CSV(*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="235"/>
        <source>Not in the gradebook (no e-mail address or ID number in their reports): %1</source>
        <translation>성적부에 포함되지 않은 학생(보고서에 이메일 주소나 ID 번호 없음): %1</translation>
    </message>
    <message>
        <location filename="../ui/classresultsdialog.cpp" line="244"/>
        <source>Saved %1</source>
        <translation>저장했습니다: %1</translation>
    </message>
</context>
<context>
    <name>Command</name>
    <message>
        <location filename="../app/commands/command.cpp" line="29"/>
        <source>Language of the window, messages and reports: %1.</source>
        <translation>창, 메시지, 보고서의 언어: %1.</translation>
    </message>
    <message>
        <location filename="../app/commands/command.cpp" line="40"/>
        <source>The quiz file to use: JSON, GIFT, Aiken or Moodle XML (default: the built-in quiz).</source>
        <translation>사용할 퀴즈 파일: JSON, GIFT, Aiken 또는 Moodle XML(기본값: 내장 퀴즈).</translation>
    </message>
    <message>
        <location filename="../app/commands/command.cpp" line="46"/>
        <source>The folder holding the learner&apos;s data; by default the app&apos;s own.</source>
        <translation>학습자 데이터가 있는 폴더. 기본값은 앱 자체의 폴더입니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/command.cpp" line="56"/>
        <source>--data-dir %1 is not a folder.</source>
        <translation>--data-dir %1은(는) 폴더가 아닙니다.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../app/commands/commandline.cpp" line="19"/>
        <source>Show this help and exit.</source>
        <translation>이 도움말을 표시하고 종료합니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/commandline.cpp" line="36"/>
        <source>Show the version and exit.</source>
        <translation>버전을 표시하고 종료합니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/commandline.cpp" line="78"/>
        <source>Run &quot;%1 --help&quot; for usage.</source>
        <translation>사용법은 &quot;%1 --help&quot;를 실행하여 확인하십시오.</translation>
    </message>
    <message>
        <location filename="../app/commands/commandline.cpp" line="85"/>
        <source>Unexpected argument &quot;%1&quot;; run &quot;%2 --help&quot; for usage.</source>
        <translation>예상하지 못한 인수 &quot;%1&quot;입니다. 사용법은 &quot;%2 --help&quot;를 실행하여 확인하십시오.</translation>
    </message>
    <message>
        <location filename="../app/commands/commandline.cpp" line="95"/>
        <source>%1 is given more than once.</source>
        <translation>%1 옵션이 두 번 이상 지정되었습니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/commandline.cpp" line="97"/>
        <source>%1 needs a file name.</source>
        <translation>%1 옵션에는 파일 이름이 필요합니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/commandline.cpp" line="101"/>
        <source>Unknown language &quot;%1&quot;: use %2.</source>
        <translation>알 수 없는 언어 &quot;%1&quot;입니다. %2 중 하나를 사용하십시오.</translation>
    </message>
    <message>
        <location filename="../app/commands/commandline.cpp" line="124"/>
        <source>Could not write to standard output.</source>
        <translation>표준 출력에 쓸 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/commandline.cpp" line="137"/>
        <source>Usage: %1 [options]</source>
        <translation>사용법: %1 [옵션]</translation>
    </message>
    <message>
        <location filename="../app/commands/commandline.cpp" line="147"/>
        <source>Commands:</source>
        <translation>명령:</translation>
    </message>
    <message>
        <location filename="../app/commands/commandline.cpp" line="151"/>
        <source>Exit status: 0 success, 1 a file could not be read or written, 2 wrong arguments.</source>
        <translation>종료 상태: 0 성공, 1 파일을 읽거나 쓸 수 없음, 2 잘못된 인수.</translation>
    </message>
</context>
<context>
    <name>CompareCommand</name>
    <message>
        <location filename="../app/commands/comparecommand.cpp" line="21"/>
        <source>Hold a measured training step (the measurement script&apos;s JSON) against the app&apos;s prediction, as JSON.</source>
        <translation>측정한 학습 스텝(측정 스크립트의 JSON)을 앱의 예측과 나란히 비교해 JSON으로 출력합니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/comparecommand.cpp" line="36"/>
        <source>The measurement comes from the script that simulate --measure-script or Export Measurement Script… writes (docs/measurement-format.md). The output names the setup as it ran and gives predicted_bytes, measured_bytes, residual_bytes and residual_percent for the activations held when the forward pass ends, then one row per term and per block, each with what the app can say of its residual. Exit status 1 when the file cannot be read or is not a measurement, 2 for wrong arguments.</source>
        <translation>측정 파일은 simulate --measure-script 또는 ‘측정 스크립트 내보내기…’가 쓰는 스크립트에서 나옵니다(docs/measurement-format.md). 출력은 실제로 실행된 설정을 밝히고, 순전파가 끝날 때 남아 있는 활성화에 대해 predicted_bytes, measured_bytes, residual_bytes, residual_percent를 준 뒤, 항목마다와 블록마다 한 행씩, 각 잔차에 대해 앱이 말할 수 있는 것을 덧붙입니다. 파일을 읽을 수 없거나 측정 파일이 아니면 종료 상태 1, 인수가 잘못되면 2입니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/comparecommand.cpp" line="47"/>
        <source>Name one measurement file (the measurement script&apos;s JSON).</source>
        <translation>측정 파일 하나를 지정하십시오(측정 스크립트의 JSON).</translation>
    </message>
</context>
<context>
    <name>ConceptNames</name>
    <message>
        <location filename="../ui/conceptnames.cpp" line="12"/>
        <source>Trading compute for memory</source>
        <translation>계산을 내주고 메모리 얻기</translation>
    </message>
    <message>
        <location filename="../ui/conceptnames.cpp" line="13"/>
        <source>Checkpoint spacing and peak memory</source>
        <translation>체크포인트 간격과 피크 메모리</translation>
    </message>
    <message>
        <location filename="../ui/conceptnames.cpp" line="14"/>
        <source>What recomputation costs</source>
        <translation>재계산의 비용</translation>
    </message>
    <message>
        <location filename="../ui/conceptnames.cpp" line="15"/>
        <source>torch.utils.checkpoint in practice</source>
        <translation>실전 torch.utils.checkpoint</translation>
    </message>
    <message>
        <location filename="../ui/conceptnames.cpp" line="16"/>
        <source>Selective checkpointing</source>
        <translation>선택적 체크포인팅</translation>
    </message>
    <message>
        <location filename="../ui/conceptnames.cpp" line="17"/>
        <source>Real models in GiB</source>
        <translation>실제 모델(GiB)</translation>
    </message>
    <message>
        <location filename="../ui/conceptnames.cpp" line="18"/>
        <source>Optimal schedules (Revolve)</source>
        <translation>최적 스케줄(Revolve)</translation>
    </message>
</context>
<context>
    <name>ExamClock</name>
    <message>
        <location filename="../ui/examclock.cpp" line="40"/>
        <source>Time left: %1:%2</source>
        <translation>남은 시간: %1:%2</translation>
    </message>
</context>
<context>
    <name>ExportDataCommand</name>
    <message>
        <location filename="../app/commands/exportdatacommand.cpp" line="24"/>
        <source>Writes everything the app keeps about the learner (attempts, answers, reviews) as one JSON file.</source>
        <translation>앱이 학습자에 대해 보관하는 모든 것(응시 기록, 답안, 복습)을 하나의 JSON 파일로 씁니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/exportdatacommand.cpp" line="30"/>
        <source>Where to write the JSON; by default standard output.</source>
        <translation>JSON을 쓸 위치. 기본값은 표준 출력입니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/exportdatacommand.cpp" line="36"/>
        <source>The document has format &quot;checkpoint-quiz-learner-data&quot; and one array per table of the learner&apos;s database, each row an object named by column; banks, attempt records and kept questions are embedded as JSON. See docs/review.md.</source>
        <translation>문서의 형식은 &quot;checkpoint-quiz-learner-data&quot;이며, 학습자 데이터베이스의 테이블마다 배열이 하나 있고 각 행은 열 이름을 키로 하는 객체입니다. 문제 은행, 응시 기록, 보관된 문제는 JSON 그대로 들어갑니다. docs/review.md를 참고하십시오.</translation>
    </message>
    <message>
        <location filename="../app/commands/exportdatacommand.cpp" line="49"/>
        <source>%1 holds no learner&apos;s data (no %2).</source>
        <translation>%1에는 학습자 데이터가 없습니다(%2 없음).</translation>
    </message>
</context>
<context>
    <name>HelpCommand</name>
    <message>
        <location filename="../app/commands/helpcommand.cpp" line="26"/>
        <source>Show the help of the program or of one command.</source>
        <translation>프로그램 전체 또는 특정 명령의 도움말을 표시합니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/helpcommand.cpp" line="43"/>
        <source>Unknown command &quot;%1&quot;: use %2.</source>
        <translation>알 수 없는 명령 &quot;%1&quot;입니다. %2 중 하나를 사용하십시오.</translation>
    </message>
</context>
<context>
    <name>HintBox</name>
    <message>
        <location filename="../ui/hintbox.cpp" line="75"/>
        <source>Hint %1: %2</source>
        <translation>힌트 %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/hintbox.cpp" line="81"/>
        <source>Show Hint %1 of %2</source>
        <translation>힌트 보기(%2개 중 %1번째)</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../ui/historydialog.ui" line="14"/>
        <location filename="../ui/historydialog.cpp" line="85"/>
        <source>History</source>
        <translation>응시 기록</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.ui" line="30"/>
        <source>Past attempts</source>
        <translation>지난 응시</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="196"/>
        <source>Mastery by concept, from spaced review: mastered means in review and still recalled with at least the desired retention&apos;s chance.</source>
        <translation>개념별 숙달도(간격 반복 복습 기준): 숙달은 복습 단계에 있고 지금도 목표 기억 유지율 이상의 확률로 기억하고 있다는 뜻입니다.</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.ui" line="72"/>
        <source>Mastery by concept</source>
        <translation>개념별 숙달도</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.ui" line="90"/>
        <source>&amp;Open</source>
        <translation>열기(&amp;O)</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.ui" line="100"/>
        <source>&amp;Export Report…</source>
        <translation>보고서 내보내기(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.ui" line="107"/>
        <source>Save everything the app keeps about you (attempts, answers, reviews) as one JSON file.</source>
        <translation>앱이 보관하는 나에 대한 모든 것(응시 기록, 답안, 복습)을 하나의 JSON 파일로 저장합니다.</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.ui" line="110"/>
        <source>Export &amp;All My Data…</source>
        <translation>내 데이터 모두 내보내기(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.ui" line="124"/>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="85"/>
        <source>This run does not keep a history.</source>
        <translation>이번 실행에서는 응시 기록을 남기지 않습니다.</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="101"/>
        <source>This attempt could not be opened.</source>
        <translation>이 응시 기록을 열 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="119"/>
        <source>Export All My Data</source>
        <translation>내 데이터 모두 내보내기</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="119"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="123"/>
        <source>Your data could not be exported.</source>
        <translation>데이터를 내보낼 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="133"/>
        <source>This run keeps no learner&apos;s data.</source>
        <translation>이번 실행에서는 학습자 데이터를 보관하지 않습니다.</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="195"/>
        <source>Mastery by concept appears here once you have answered questions.</source>
        <translation>문제를 풀면 개념별 숙달도가 여기에 나타납니다.</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="200"/>
        <source>Concept</source>
        <translation>개념</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="200"/>
        <source>Mastered</source>
        <translation>숙달</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="200"/>
        <source>Recall now</source>
        <translation>현재 기억 확률</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="200"/>
        <source>Last reviewed</source>
        <translation>마지막 복습</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="200"/>
        <source>Next due</source>
        <translation>다음 복습</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="206"/>
        <source>%1 of %2</source>
        <translation>%2개 중 %1개</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="239"/>
        <source>Immediate feedback</source>
        <translation>즉시 피드백</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="240"/>
        <source>Exam</source>
        <translation>시험</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="241"/>
        <source>Retry of missed questions</source>
        <translation>놓친 문제 다시 풀기</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="258"/>
        <source>%1: %2%</source>
        <translation>%1: %2%</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="279"/>
        <source>Finished attempts, oldest first</source>
        <translation>완료한 응시(오래된 순)</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="283"/>
        <source>Score (%)</source>
        <translation>점수(%)</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.cpp" line="290"/>
        <location filename="../ui/historydialog.cpp" line="291"/>
        <source>No finished attempts yet</source>
        <translation>아직 완료한 응시가 없습니다</translation>
    </message>
    <message>
        <location filename="../ui/historydialog.ui" line="55"/>
        <location filename="../ui/historydialog.cpp" line="290"/>
        <source>Score over time</source>
        <translation>점수 추이</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <location filename="../ui/historymodel.cpp" line="51"/>
        <source>Started</source>
        <translation>시작 시각</translation>
    </message>
    <message>
        <location filename="../ui/historymodel.cpp" line="51"/>
        <source>Quiz</source>
        <translation>퀴즈</translation>
    </message>
    <message>
        <location filename="../ui/historymodel.cpp" line="51"/>
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <location filename="../ui/historymodel.cpp" line="51"/>
        <source>Mode</source>
        <translation>모드</translation>
    </message>
    <message>
        <location filename="../ui/historymodel.cpp" line="51"/>
        <source>Score</source>
        <translation>점수</translation>
    </message>
    <message>
        <location filename="../ui/historymodel.cpp" line="51"/>
        <source>Report</source>
        <translation>보고서</translation>
    </message>
    <message>
        <location filename="../ui/historymodel.cpp" line="70"/>
        <source>Retry of missed questions</source>
        <translation>놓친 문제 다시 풀기</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/historymodel.cpp" line="72"/>
        <source>Exam, %Ln minute(s)</source>
        <translation>
            <numerusform>시험, %Ln분</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/historymodel.cpp" line="73"/>
        <source>Exam</source>
        <translation>시험</translation>
    </message>
    <message>
        <location filename="../ui/historymodel.cpp" line="74"/>
        <source>Immediate feedback</source>
        <translation>즉시 피드백</translation>
    </message>
    <message>
        <location filename="../ui/historymodel.cpp" line="77"/>
        <source>%1 of %2 (%3%)</source>
        <translation>%2문제 중 %1문제(%3%)</translation>
    </message>
    <message>
        <location filename="../ui/historymodel.cpp" line="80"/>
        <source>unfinished: %1 of %2 answered</source>
        <translation>미완료: %2문제 중 %1문제 답함</translation>
    </message>
    <message>
        <location filename="../ui/historymodel.cpp" line="83"/>
        <source>exported</source>
        <translation>내보냄</translation>
    </message>
    <message>
        <location filename="../ui/historymodel.cpp" line="83"/>
        <source>not exported</source>
        <translation>내보내지 않음</translation>
    </message>
</context>
<context>
    <name>ImportNotice</name>
    <message>
        <location filename="../ui/importnotice.cpp" line="28"/>
        <location filename="../ui/importnotice.cpp" line="29"/>
        <source>Close this notice</source>
        <translation>이 알림 닫기</translation>
    </message>
    <message>
        <location filename="../ui/importnotice.cpp" line="49"/>
        <source>Opened %L1 of %L2 questions from %3; %L4 skipped.</source>
        <extracomment>%1 questions opened of %2 in the file %3; %4 left out (kinds the app cannot play).</extracomment>
        <translation>%3에서 문제 %L2개 중 %L1개를 열었습니다. %L4개는 건너뛰었습니다.</translation>
    </message>
    <message>
        <location filename="../ui/importnotice.cpp" line="54"/>
        <source>&amp;Why?</source>
        <translation>이유(&amp;W)</translation>
    </message>
    <message>
        <location filename="../ui/importnotice.cpp" line="73"/>
        <source>Skipped questions</source>
        <translation>건너뛴 문제</translation>
    </message>
    <message>
        <location filename="../ui/importnotice.cpp" line="77"/>
        <source>The lines below say where each was and why (check-quiz prints the same).</source>
        <translation>아래 줄에 각 문제의 위치와 건너뛴 이유가 있습니다(check-quiz도 같은 내용을 출력합니다).</translation>
    </message>
    <message>
        <location filename="../ui/importnotice.cpp" line="78"/>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
</context>
<context>
    <name>JsonAttemptFiles</name>
    <message>
        <location filename="../app/core/session/jsonattemptfiles.cpp" line="37"/>
        <source>its quiz %1 cannot be read: %2</source>
        <translation>퀴즈 파일 %1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <location filename="../app/core/session/jsonattemptfiles.cpp" line="40"/>
        <source>its quiz %1 was changed or damaged: its content does not match its name</source>
        <translation>퀴즈 파일 %1이(가) 변경되었거나 손상되었습니다: 내용이 파일 이름과 일치하지 않습니다</translation>
    </message>
    <message>
        <location filename="../app/core/session/jsonattemptfiles.cpp" line="50"/>
        <source>%1 could not be read and was set aside as %2. %3</source>
        <translation>%1을(를) 읽을 수 없어 %2(으)로 따로 옮겨 두었습니다. %3</translation>
    </message>
    <message>
        <location filename="../app/core/session/jsonattemptfiles.cpp" line="51"/>
        <source>%1 could not be read (and could not be set aside, so it is left as it is). %2</source>
        <translation>%1을(를) 읽을 수 없습니다(따로 옮길 수도 없어 그대로 두었습니다). %2</translation>
    </message>
    <message>
        <location filename="../app/core/session/jsonattemptfiles.cpp" line="75"/>
        <source>Its id %1 is not its file name, so it may be a copy of another record.</source>
        <translation>ID %1이(가) 파일 이름과 달라서, 다른 기록의 사본일 수 있습니다.</translation>
    </message>
</context>
<context>
    <name>JsonCursor</name>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="15"/>
        <source>missing &quot;%1&quot;</source>
        <translation>&quot;%1&quot; 항목이 없습니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="40"/>
        <source>expected an object, found %1</source>
        <translation>객체여야 하지만 %1입니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="47"/>
        <source>expected an array, found %1</source>
        <translation>배열이어야 하지만 %1입니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="57"/>
        <source>expected a string, found %1</source>
        <translation>문자열이어야 하지만 %1입니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="58"/>
        <source>expected a non-empty string, found %1</source>
        <translation>비어 있지 않은 문자열이어야 하지만 %1입니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="61"/>
        <source>text is %L1 characters long; the limit is %L2</source>
        <translation>텍스트 길이가 %L1자입니다. 한도는 %L2자입니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="70"/>
        <source>expected a string or null, found %1</source>
        <translation>문자열 또는 null이어야 하지만 %1입니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="81"/>
        <location filename="../app/core/io/jsoncursor.cpp" line="94"/>
        <source>expected a whole number of at least %L1, found %2</source>
        <translation>%L1 이상의 정수여야 하지만 %2입니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="104"/>
        <source>expected a number from %L1 to %L2, found %3</source>
        <translation>%L1에서 %L2 사이의 수여야 하지만 %3입니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="114"/>
        <source>expected true or false, found %1</source>
        <translation>true 또는 false여야 하지만 %1입니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="126"/>
        <source>expected an ISO 8601 date and time such as %1, or null, found %2</source>
        <translation>%1 같은 ISO 8601 날짜와 시각 또는 null이어야 하지만 %2입니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="127"/>
        <source>expected an ISO 8601 date and time such as %1, found %2</source>
        <translation>%1 같은 ISO 8601 날짜와 시각이어야 하지만 %2입니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="143"/>
        <source>a boolean</source>
        <translation>불리언</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="145"/>
        <source>a number</source>
        <translation>숫자</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="147"/>
        <source>a string</source>
        <translation>문자열</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="149"/>
        <source>an array</source>
        <translation>배열</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="151"/>
        <source>an object</source>
        <translation>객체</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsoncursor.cpp" line="155"/>
        <source>nothing</source>
        <translation>없음</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsonsource.cpp" line="81"/>
        <source>not valid UTF-8 text</source>
        <translation>올바른 UTF-8 텍스트가 아닙니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsonsource.cpp" line="85"/>
        <source>nested more than %L1 levels deep</source>
        <translation>중첩 깊이가 %L1단계를 넘습니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsonsource.cpp" line="90"/>
        <source>invalid JSON: %1</source>
        <translation>잘못된 JSON: %1</translation>
    </message>
    <message>
        <location filename="../app/core/io/jsonsource.cpp" line="92"/>
        <source>expected an object at the top level</source>
        <translation>최상위 수준은 객체여야 합니다</translation>
    </message>
</context>
<context>
    <name>JsonReportReader</name>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="23"/>
        <source>expected an option number from %L1 to %L2, found %3</source>
        <translation>%L1에서 %L2 사이의 선택지 번호여야 하지만 %3입니다</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="47"/>
        <location filename="../app/core/report/jsonreportreader.cpp" line="56"/>
        <source>expected null for an unanswered question</source>
        <translation>답하지 않은 문제에는 null이어야 합니다</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/report/jsonreportreader.cpp" line="61"/>
        <source>expected at most %Ln hint(s)</source>
        <translation>
            <numerusform>힌트는 최대 %Ln개여야 합니다</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="70"/>
        <source>expected false for a question whose answer key is left out</source>
        <translation>정답을 포함하지 않은 문제에는 false여야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="80"/>
        <source>expected true (chosenOption equals correctOption)</source>
        <translation>true여야 합니다(chosenOption과 correctOption이 같음)</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="81"/>
        <source>expected false (chosenOption differs from correctOption)</source>
        <translation>false여야 합니다(chosenOption과 correctOption이 다름)</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="97"/>
        <source>expected base64 PNG data</source>
        <translation>base64 PNG 데이터여야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="112"/>
        <source>expected a UUID such as %1, found &quot;%2&quot;</source>
        <translation>%1 같은 UUID여야 하지만 &quot;%2&quot;입니다</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="117"/>
        <source>expected &quot;immediate&quot;, &quot;exam&quot;, &quot;retry&quot; or &quot;paper&quot;, found &quot;%1&quot;</source>
        <translation>&quot;immediate&quot;, &quot;exam&quot;, &quot;retry&quot;, &quot;paper&quot; 중 하나여야 하지만 &quot;%1&quot;입니다</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="137"/>
        <source>the report&apos;s content does not match its digest: it was changed after export (the content&apos;s SHA-256 is %1)</source>
        <translation>보고서 내용이 다이제스트와 일치하지 않습니다. 내보낸 뒤에 변경되었습니다(내용의 SHA-256: %1)</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="149"/>
        <source>expected true (from the due date and the end of the attempt)</source>
        <translation>true여야 합니다(마감과 응시 종료 시각으로 판단)</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="150"/>
        <source>expected false (from the due date and the end of the attempt)</source>
        <translation>false여야 합니다(마감과 응시 종료 시각으로 판단)</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="156"/>
        <source>expected %1 (counted from $.questions), found %2</source>
        <translation>$.questions에서 세면 %1이어야 하지만 %2입니다</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="165"/>
        <source>expected %1 (counted from $.questions and $.quiz.questions)</source>
        <translation>$.questions와 $.quiz.questions에서 세면 %1이어야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="170"/>
        <source>expected true (counted from $.questions)</source>
        <translation>$.questions에서 세면 true여야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="171"/>
        <source>expected false (counted from $.questions)</source>
        <translation>$.questions에서 세면 false여야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="179"/>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>&quot;%1&quot; 값이어야 하지만 &quot;%2&quot;입니다</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="183"/>
        <source>version %1 was written by a newer Checkpoint Quiz; this app reads versions %L2 to %L3</source>
        <translation>%1 버전은 더 새로운 Checkpoint Quiz에서 작성되었습니다. 이 앱은 %L2부터 %L3까지의 버전을 읽습니다</translation>
    </message>
    <message>
        <location filename="../app/core/report/jsonreportreader.cpp" line="196"/>
        <source>expected one of %1, found &quot;%2&quot;</source>
        <translation>%1 중 하나여야 하지만 &quot;%2&quot;입니다</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/report/jsonreportreader.cpp" line="211"/>
        <source>expected at least the %Ln question(s) of $.questions</source>
        <translation>
            <numerusform>적어도 $.questions의 문제 %Ln개가 있어야 합니다</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LearnerDatabase</name>
    <message>
        <location filename="../app/core/review/learnerdatabase.cpp" line="269"/>
        <location filename="../app/core/review/learnerdatabase.cpp" line="287"/>
        <source>it is damaged: %1</source>
        <translation>파일이 손상되었습니다: %1</translation>
    </message>
    <message>
        <location filename="../app/core/review/learnerdatabase.cpp" line="282"/>
        <source>it cannot be switched to write-ahead logging.</source>
        <translation>write-ahead logging(WAL) 모드로 바꿀 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../app/core/review/learnerdatabase.cpp" line="299"/>
        <source>it was written by a newer version of Checkpoint Quiz (schema %1; this one reads %2), so it is left as it is.</source>
        <translation>더 새로운 버전의 Checkpoint Quiz가 쓴 파일이므로(스키마 %1, 이 버전은 %2까지 읽음) 그대로 둡니다.</translation>
    </message>
    <message>
        <location filename="../app/core/review/learnerdatabase.cpp" line="305"/>
        <source>it is of an older schema (%1); open Checkpoint Quiz once to bring it up to date.</source>
        <translation>이전 스키마(%1)입니다. 최신으로 바꾸려면 Checkpoint Quiz를 한 번 여십시오.</translation>
    </message>
    <message>
        <location filename="../app/core/review/learnerdatabase.cpp" line="339"/>
        <source>%1 does not exist.</source>
        <translation>%1이(가) 없습니다.</translation>
    </message>
    <message>
        <location filename="../app/core/review/learnerdatabase.cpp" line="341"/>
        <source>The folder %1 cannot be created.</source>
        <translation>폴더 %1을(를) 만들 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../app/core/review/learnerdatabase.cpp" line="344"/>
        <source>%1 is a link, so the review schedule is not kept this time.</source>
        <translation>%1은(는) 링크이므로 이번에는 복습 일정을 저장하지 않습니다.</translation>
    </message>
    <message>
        <location filename="../app/core/review/learnerdatabase.cpp" line="346"/>
        <source>Qt&apos;s SQLite driver is not installed (Debian: libqt6sql6-sqlite), so the review schedule is not kept.</source>
        <translation>Qt의 SQLite 드라이버가 설치되어 있지 않아(Debian: libqt6sql6-sqlite) 복습 일정을 저장하지 않습니다.</translation>
    </message>
    <message>
        <location filename="../app/core/review/learnerdatabase.cpp" line="365"/>
        <source>%1 It could not be set aside either, so the review schedule is not kept this time.</source>
        <translation>%1 따로 옮겨 둘 수도 없어서 이번에는 복습 일정을 저장하지 않습니다.</translation>
    </message>
    <message>
        <location filename="../app/core/review/learnerdatabase.cpp" line="372"/>
        <source>%1 It was set aside as %2 and a new review schedule was started.</source>
        <translation>%1 이 파일은 %2(으)로 따로 옮겨 두었고 새 복습 일정을 시작했습니다.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../app/core/quiz/lesson.cpp" line="30"/>
        <source>expected &quot;checkpoint-quiz-lesson&quot;</source>
        <translation>&quot;checkpoint-quiz-lesson&quot;이어야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/lesson.cpp" line="33"/>
        <source>expected version %1</source>
        <translation>%1 버전이어야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/lesson.cpp" line="40"/>
        <source>expected %L1 to %L2 steps</source>
        <translation>단계가 %L1개에서 %L2개 사이여야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/lesson.cpp" line="52"/>
        <source>expected true or false</source>
        <translation>true 또는 false여야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/lesson.cpp" line="56"/>
        <source>expected a &quot;goal&quot; or &quot;play_to_end&quot;: every step asks the learner to do something</source>
        <translation>&quot;goal&quot; 또는 &quot;play_to_end&quot; 항목이 있어야 합니다. 모든 단계는 학습자에게 무언가를 하도록 요구합니다</translation>
    </message>
</context>
<context>
    <name>LessonOffer</name>
    <message>
        <location filename="../ui/lessonoffer.cpp" line="65"/>
        <source>The lesson could not be opened.</source>
        <translation>레슨을 열 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../ui/lessonoffer.cpp" line="81"/>
        <source>New to gradient checkpointing? A five-step lesson shows it in the simulator.</source>
        <translation>그래디언트 체크포인팅이 처음이십니까? 다섯 단계 레슨이 시뮬레이터로 보여 드립니다.</translation>
    </message>
    <message>
        <location filename="../ui/lessonoffer.cpp" line="82"/>
        <source>Learn in 3 Minutes</source>
        <translation>3분 만에 배우기</translation>
    </message>
    <message>
        <location filename="../ui/lessonoffer.cpp" line="83"/>
        <source>Not Now</source>
        <translation>나중에</translation>
    </message>
    <message>
        <location filename="../ui/lessonoffer.cpp" line="84"/>
        <source>Learn in 3 Minutes…</source>
        <translation>3분 만에 배우기…</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <location filename="../ui/lessonwindow.cpp" line="129"/>
        <source>Lesson finished</source>
        <translation>수업을 마쳤습니다</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow.cpp" line="130"/>
        <source>You have seen checkpointing trade memory for recomputation, on a chain and on a real model. Where next?</source>
        <translation>체크포인팅이 재계산을 대가로 메모리를 아끼는 모습을 체인과 실제 모델에서 보았습니다. 다음에는 무엇을 하시겠습니까?</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow.cpp" line="141"/>
        <source>Step %1 of %2</source>
        <translation>%2단계 중 %1단계</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow.cpp" line="147"/>
        <source>✓ Done. Press Next.</source>
        <translation>✓ 완료했습니다. ‘다음’을 누르십시오.</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow.cpp" line="147"/>
        <source>✓ Done. Press Finish.</source>
        <translation>✓ 완료했습니다. ‘마치기’를 누르십시오.</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow.cpp" line="151"/>
        <source>Press Play and let the training step play to its end.</source>
        <translation>‘재생’을 누르고 학습 스텝이 끝까지 재생되게 하십시오.</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow.cpp" line="152"/>
        <source>Back</source>
        <translation>이전</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow.cpp" line="154"/>
        <source>Next</source>
        <translation>다음</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow.cpp" line="154"/>
        <source>Finish</source>
        <translation>마치기</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="121"/>
        <source>Take the Quiz</source>
        <translation>퀴즈 풀기</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="122"/>
        <source>Predict, Then Simulate</source>
        <translation>예측한 뒤 시뮬레이션</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="123"/>
        <source>Guided Tasks</source>
        <translation>안내 과제</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="247"/>
        <source>Resume your attempt?</source>
        <translation>응시를 이어서 하시겠습니까?</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="248"/>
        <source>You did not finish “%4”, started on %1 (%2 of %3 questions answered). Continue where you left off? If not, it stays in History.</source>
        <translation>%1에 시작한 “%4” 응시를 마치지 않았습니다(%3문제 중 %2문제 답함). 중단한 곳부터 이어서 하시겠습니까? 이어서 하지 않으면 응시 기록에 남습니다.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="279"/>
        <source>Exam mode</source>
        <translation>시험 모드</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="280"/>
        <source>Feedback is held back until you hand in. Time limit in minutes (0 for none):</source>
        <translation>제출할 때까지 피드백이 표시되지 않습니다. 제한 시간(분, 0이면 제한 없음):</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="327"/>
        <source>Checkpoint Quiz</source>
        <translation>Checkpoint Quiz</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="49"/>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="51"/>
        <source>&amp;Open Quiz…</source>
        <translation>퀴즈 열기(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="53"/>
        <source>Open &amp;Model Config…</source>
        <translation>모델 구성 열기(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="57"/>
        <source>Open Mea&amp;surement…</source>
        <translation>측정 파일 열기(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="63"/>
        <source>Open &amp;Recent Quiz</source>
        <translation>최근 퀴즈 열기(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="64"/>
        <source>Export Quiz &amp;As…</source>
        <translation>퀴즈 내보내기(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="68"/>
        <source>&amp;Export Report…</source>
        <translation>보고서 내보내기(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="71"/>
        <source>&amp;Print Report…</source>
        <translation>보고서 인쇄(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="73"/>
        <source>Change &amp;Learner Name…</source>
        <translation>학습자 이름 변경(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="75"/>
        <source>&amp;New Assignment…</source>
        <translation>새 과제(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="77"/>
        <source>&amp;Class Results…</source>
        <translation>학급 결과(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="83"/>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="85"/>
        <source>&amp;Quiz</source>
        <translation>퀴즈(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="90"/>
        <source>Practice: Predict, Then Simulate (New Numbers Each Time)</source>
        <translation>연습: 예측한 뒤 시뮬레이션(매번 새로운 수치)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="93"/>
        <source>New Attempt with &amp;Immediate Feedback</source>
        <translation>즉시 피드백으로 새로 응시(&amp;I)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="96"/>
        <source>New Attempt in E&amp;xam Mode…</source>
        <translation>시험 모드로 새로 응시(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="99"/>
        <source>&amp;History…</source>
        <translation>응시 기록(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="101"/>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="114"/>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="115"/>
        <source>&amp;About Checkpoint Quiz</source>
        <translation>Checkpoint Quiz 정보(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="118"/>
        <source>About &amp;Qt</source>
        <translation>Qt 정보(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="335"/>
        <source>Unit chain</source>
        <translation>단위 체인</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="336"/>
        <source>Real model (GiB)</source>
        <translation>실제 모델(GiB)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="337"/>
        <source>Memory simulator</source>
        <translation>메모리 시뮬레이터</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="367"/>
        <source>This quiz is not written in your language; its questions are shown in %1.</source>
        <translation>이 퀴즈는 사용자의 언어로 작성되지 않았으므로 문제는 다음 언어로 표시됩니다: %1.</translation>
    </message>
</context>
<context>
    <name>Measurement</name>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="34"/>
        <source>expected &quot;gelu&quot; or &quot;swiglu&quot;, found &quot;%1&quot;</source>
        <translation>&quot;gelu&quot; 또는 &quot;swiglu&quot;여야 하지만 &quot;%1&quot;입니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="52"/>
        <source>not a Checkpoint Quiz measurement (expected &quot;checkpoint-quiz-measurement&quot;)</source>
        <translation>Checkpoint Quiz 측정 파일이 아닙니다(&quot;checkpoint-quiz-measurement&quot;여야 합니다)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="55"/>
        <source>format version %1 is not one this app reads (%2)</source>
        <translation>형식 버전 %1은(는) 이 앱이 읽는 버전(%2)이 아닙니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="70"/>
        <source>expected &quot;bfloat16&quot;, &quot;float16&quot; or &quot;float32&quot;, found &quot;%1&quot;</source>
        <translation>&quot;bfloat16&quot;, &quot;float16&quot; 또는 &quot;float32&quot;여야 하지만 &quot;%1&quot;입니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="74"/>
        <source>expected &quot;eager&quot; or &quot;sdpa&quot;, found &quot;%1&quot;</source>
        <translation>&quot;eager&quot; 또는 &quot;sdpa&quot;여야 하지만 &quot;%1&quot;입니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="84"/>
        <source>expected one of %1, found &quot;%2&quot;</source>
        <translation>%1 중 하나여야 하지만 &quot;%2&quot;입니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="101"/>
        <source>expected %1 readings, one per block, found %2</source>
        <translation>블록마다 하나씩 측정값 %1개가 있어야 하지만 %2개입니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="105"/>
        <source>expected the last block&apos;s reading, found null</source>
        <translation>마지막 블록의 측정값이 있어야 하지만 null입니다</translation>
    </message>
</context>
<context>
    <name>MeasurementComparison</name>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="161"/>
        <source>On CPU the counter also counts the Python interpreter&apos;s own objects (autograd&apos;s graph, the checkpoints&apos; bookkeeping), which are not tensors.</source>
        <translation>CPU에서는 카운터가 텐서가 아닌 Python 인터프리터 자신의 객체(autograd 그래프, 체크포인트의 관리 정보)도 셉니다.</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="177"/>
        <source>PyTorch&apos;s eager RMSNorm and rotary embedding keep more than the fused kernels the app&apos;s Llama block assumes.</source>
        <translation>PyTorch의 eager RMSNorm과 rotary embedding은 앱의 Llama 블록이 가정하는 퓨즈드 커널보다 더 많이 보관합니다.</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="181"/>
        <source>The script&apos;s eager attention keeps the softmax&apos;s output in 32 bits where the app&apos;s block keeps it in 16 (a fused softmax).</source>
        <translation>스크립트의 eager 어텐션은 softmax 출력을 32비트로 보관하지만 앱의 블록은 16비트로 보관합니다(퓨즈드 softmax).</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="186"/>
        <source>%1 bytes of it are the last block&apos;s output, which the logits take next.</source>
        <translation>그중 %1바이트는 다음에 로짓이 받는 마지막 블록의 출력입니다.</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="195"/>
        <source>The app keeps the last segment&apos;s saves from the forward pass (%1 bytes beyond its input), as an ideal schedule does; torch.utils.checkpoint checkpoints that segment too, with the same peak.</source>
        <translation>앱은 이상적인 스케줄처럼 마지막 세그먼트가 저장한 값을 순전파에서 그대로 유지합니다(입력 외에 %1바이트). torch.utils.checkpoint는 그 세그먼트도 체크포인트하며, 피크는 같습니다.</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="204"/>
        <source>The logits in the step&apos;s precision, their 32-bit copy for the loss and the loss&apos;s own log-softmax.</source>
        <translation>스텝의 정밀도로 된 로짓, 손실을 위한 32비트 사본, 손실 자신의 log-softmax입니다.</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="208"/>
        <source>Predicted as the activations&apos; and logits&apos; peak plus every parameter&apos;s gradient in the step&apos;s precision, a bound: each block&apos;s gradients are made as its activations are freed.</source>
        <translation>활성화와 로짓의 피크에 스텝의 정밀도로 된 모든 파라미터의 그래디언트를 더한 예측값이며 상한입니다. 각 블록의 그래디언트는 그 블록의 활성화가 해제되면서 만들어집니다.</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="211"/>
        <source>On CPU the measured peak is the highest of readings taken as each block&apos;s backward begins.</source>
        <translation>CPU에서 측정한 피크는 각 블록의 역전파가 시작될 때 읽은 값 중 가장 큰 값입니다.</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="223"/>
        <source>Block %1</source>
        <translation>블록 %1</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/measurementcomparison.cpp" line="225"/>
        <source>%1 bytes of it are the block&apos;s output, on its way to the next block.</source>
        <translation>그중 %1바이트는 다음 블록으로 가는 블록의 출력입니다.</translation>
    </message>
</context>
<context>
    <name>MeasurementDialog</name>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="34"/>
        <source>Measured and Predicted</source>
        <translation>측정값과 예측값</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="42"/>
        <source>%1 as it ran: %2 blocks, hidden size %3, sequence %4, micro-batch %5, recompute %6; PyTorch %7 on %8, counted by %9.</source>
        <extracomment>%1 model, %2 blocks, %3 hidden size, %4 sequence length, %5 micro-batch, %6 policy, %7 PyTorch version, %8 cpu or cuda, %9 how the bytes were counted</extracomment>
        <translation>실행된 %1: 블록 %2개, 은닉 크기 %3, 시퀀스 %4, 마이크로배치 %5, 재계산 %6. %8에서 PyTorch %7, %9(으)로 셈.</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="50"/>
        <source>What</source>
        <translation>항목</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="50"/>
        <source>Predicted</source>
        <translation>예측</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="50"/>
        <source>Measured</source>
        <translation>측정</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="50"/>
        <source>Residual</source>
        <translation>잔차</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="50"/>
        <source>Why</source>
        <translation>이유</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="62"/>
        <source>&amp;Show This Setup</source>
        <translation>이 설정 보기(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="64"/>
        <source>Put the setup as it ran into the real-model form</source>
        <translation>실행된 그대로의 설정을 실제 모델 양식에 넣습니다</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="84"/>
        <source>Activations when the forward pass ends</source>
        <translation>순전파가 끝날 때의 활성화</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="85"/>
        <source>Logits and loss</source>
        <translation>로짓과 손실</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="86"/>
        <source>Backward pass, peak</source>
        <translation>역전파, 피크</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="94"/>
        <source>%1 (%2 %)</source>
        <extracomment>%1 the residual&apos;s size, %2 its share of the prediction in percent</extracomment>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="99"/>
        <source>Unexplained: %1 (%2 bytes).</source>
        <translation>원인을 알 수 없는 부분: %1 (%2바이트).</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="109"/>
        <source>%1 bytes</source>
        <translation>%1바이트</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="118"/>
        <source>Open Measurement</source>
        <translation>측정 파일 열기</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="118"/>
        <source>Measurement (*.json)</source>
        <translation>측정 파일 (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/measurementdialog.cpp" line="130"/>
        <source>%1 cannot be compared.</source>
        <translation>%1을(를) 비교할 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>MeasurementExport</name>
    <message>
        <location filename="../ui/measurementexport.cpp" line="21"/>
        <source>Export Measurement Script</source>
        <translation>측정 스크립트 내보내기</translation>
    </message>
    <message>
        <location filename="../ui/measurementexport.cpp" line="22"/>
        <source>Python script (*.py)</source>
        <translation>Python 스크립트 (*.py)</translation>
    </message>
    <message>
        <location filename="../ui/measurementexport.cpp" line="29"/>
        <source>The measurement script could not be saved to %1.</source>
        <translation>측정 스크립트를 %1에 저장할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../ui/measurementexport.cpp" line="47"/>
        <source>Saved %1: run it with python3 where PyTorch is installed; --help lists the options that shrink it for a laptop.</source>
        <extracomment>%1 is the script&apos;s file name</extracomment>
        <translation>%1을(를) 저장했습니다: PyTorch가 설치된 곳에서 python3로 실행하십시오. 노트북에서 돌릴 수 있게 줄이는 옵션은 --help에 있습니다.</translation>
    </message>
</context>
<context>
    <name>MemoryBudgetBars</name>
    <message>
        <location filename="../ui/memorybudgetbars.cpp" line="125"/>
        <source>Weights</source>
        <translation>가중치</translation>
    </message>
    <message>
        <location filename="../ui/memorybudgetbars.cpp" line="126"/>
        <source>Gradients</source>
        <translation>그래디언트</translation>
    </message>
    <message>
        <location filename="../ui/memorybudgetbars.cpp" line="127"/>
        <source>Optimizer state</source>
        <translation>옵티마이저 상태</translation>
    </message>
    <message>
        <location filename="../ui/memorybudgetbars.cpp" line="128"/>
        <source>Activations and logits at their peak</source>
        <translation>피크 시점의 활성화와 로짓</translation>
    </message>
    <message>
        <location filename="../ui/memorybudgetbars.cpp" line="129"/>
        <source>Gather buffers and reserve</source>
        <translation>수집 버퍼와 예비 메모리</translation>
    </message>
    <message>
        <location filename="../ui/memorybudgetbars.cpp" line="132"/>
        <source>GPU memory (%1)</source>
        <extracomment>%1 is the GPU&apos;s memory with its unit, e.g. &quot;80.00 GiB&quot;.</extracomment>
        <translation>GPU 메모리(%1)</translation>
    </message>
    <message>
        <location filename="../ui/memorybudgetbars.cpp" line="133"/>
        <source>GiB per GPU</source>
        <translation>GPU당 GiB</translation>
    </message>
</context>
<context>
    <name>MemoryTimelineChart</name>
    <message>
        <location filename="../ui/memorytimelinechart.cpp" line="328"/>
        <source>Activation memory during one training step</source>
        <translation>한 학습 스텝 동안의 활성화 메모리</translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechart.cpp" line="165"/>
        <source>Saved activations</source>
        <translation>저장된 활성화</translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechart.cpp" line="161"/>
        <source>Recompute</source>
        <translation>재계산</translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechart.cpp" line="157"/>
        <source>Zoom to this schedule</source>
        <translation>이 스케줄에 맞춰 확대</translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechart.cpp" line="158"/>
        <source>Scale the memory axis to this schedule&apos;s peak; store-all is cut off at the top</source>
        <translation>메모리 축을 이 스케줄의 피크에 맞춥니다. 모두 저장 곡선은 위쪽이 잘립니다</translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechart.cpp" line="159"/>
        <source>Store all</source>
        <translation>모두 저장</translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechart.cpp" line="160"/>
        <source>This schedule</source>
        <translation>이 스케줄</translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechart.cpp" line="162"/>
        <source>Peak</source>
        <translation>피크</translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechart.cpp" line="164"/>
        <source>Time (layer forwards)</source>
        <translation>시간(레이어 순전파)</translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechart.cpp" line="166"/>
        <location filename="../ui/memorytimelinechartoverlay.cpp" line="142"/>
        <source>Forward</source>
        <translation>순전파</translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechart.cpp" line="167"/>
        <location filename="../ui/memorytimelinechartoverlay.cpp" line="146"/>
        <source>Backward</source>
        <translation>역전파</translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechart.cpp" line="168"/>
        <source>Each tooth is narrower than a pixel: its envelope is drawn</source>
        <translation>톱니 하나가 1픽셀보다 좁아 포락선만 그렸습니다</translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechart.cpp" line="188"/>
        <source>↑ store all peaks at %1</source>
        <translation>↑ 모두 저장 시 피크 %1</translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechartoverlay.cpp" line="140"/>
        <source>Step finished</source>
        <translation>스텝 완료</translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechartoverlay.cpp" line="144"/>
        <source>Backward: recompute</source>
        <translation>역전파: 재계산</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/memorytimelinechartoverlay.cpp" line="147"/>
        <source>Time %1
This schedule: %2 saved activations
Store all: %3
%4</source>
        <translation>
            <numerusform>시간 %1
이 스케줄: 저장된 활성화 %2개
모두 저장: %3
%4</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/memorytimelinechart.cpp" line="181"/>
        <source>Peak %1</source>
        <translation>피크 %1</translation>
    </message>
</context>
<context>
    <name>ModelConfig</name>
    <message>
        <location filename="../app/core/realistic/modelconfig.cpp" line="40"/>
        <source>&quot;%1&quot; is not a model type this app models (%2)</source>
        <translation>&quot;%1&quot;은(는) 이 앱이 모델링하는 모델 유형이 아닙니다(지원 유형: %2)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/modelconfig.cpp" line="69"/>
        <source>expected true or false, found %1</source>
        <translation>true 또는 false여야 하지만 %1입니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/modelconfig.cpp" line="77"/>
        <source>%1 is not modelled</source>
        <translation>%1은(는) 모델링하지 않습니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/modelconfig.cpp" line="111"/>
        <source>&quot;%1&quot; is not modelled; a GPT-2 block uses GELU</source>
        <translation>&quot;%1&quot;은(는) 모델링하지 않습니다. GPT-2 블록은 GELU를 사용합니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/modelconfig.cpp" line="123"/>
        <source>num_key_value_heads is absent: every head has its own keys and values, as in Hugging Face&apos;s default.</source>
        <translation>num_key_value_heads가 없습니다. Hugging Face의 기본값과 같이 모든 헤드가 각자의 키와 값을 가집니다.</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/modelconfig.cpp" line="130"/>
        <source>tie_word_embeddings is absent: the output head is a separate matrix, as in Hugging Face&apos;s default for %1.</source>
        <translation>tie_word_embeddings가 없습니다. %1에 대한 Hugging Face의 기본값과 같이 출력 헤드는 별도의 행렬입니다.</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/modelconfig.cpp" line="135"/>
        <source>&quot;%1&quot; is not modelled; the block&apos;s MLP is SwiGLU (silu)</source>
        <translation>&quot;%1&quot;은(는) 모델링하지 않습니다. 블록의 MLP는 SwiGLU(silu)입니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/modelconfig.cpp" line="137"/>
        <source>a bias on every attention projection</source>
        <translation>모든 어텐션 투영의 바이어스</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/modelconfig.cpp" line="138"/>
        <source>a bias on the MLP</source>
        <translation>MLP의 바이어스</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/modelconfig.cpp" line="152"/>
        <source>only configs in which every layer is a mixture of experts (value 1) are modelled</source>
        <translation>모든 레이어가 전문가 혼합(MoE)인 구성(값 1)만 모델링합니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/modelconfig.cpp" line="156"/>
        <source>dense layers between the expert layers are not modelled</source>
        <translation>전문가 레이어 사이의 밀집(dense) 레이어는 모델링하지 않습니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/modelconfig.cpp" line="161"/>
        <source>max_position_embeddings is absent: the sequence length starts at 4,096.</source>
        <translation>max_position_embeddings가 없습니다. 시퀀스 길이의 초기값은 4,096입니다.</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/modelconfig.cpp" line="165"/>
        <source>The sequence length starts at %L1, not the %L2 positions the config allows; set it in the training setup.</source>
        <translation>시퀀스 길이의 초기값은 구성 파일이 허용하는 위치 %L2개가 아니라 %L1입니다. 학습 설정에서 지정하십시오.</translation>
    </message>
</context>
<context>
    <name>ModelConfigDialog</name>
    <message>
        <location filename="../ui/modelconfigdialog.cpp" line="11"/>
        <location filename="../ui/modelconfigdialog.cpp" line="20"/>
        <source>Open Model Config</source>
        <translation>모델 구성 열기</translation>
    </message>
    <message>
        <location filename="../ui/modelconfigdialog.cpp" line="12"/>
        <source>Hugging Face model configs (*.json);;All files (*)</source>
        <translation>Hugging Face 모델 구성 파일(*.json);;모든 파일(*)</translation>
    </message>
</context>
<context>
    <name>ModelState</name>
    <message>
        <location filename="../app/core/realistic/modelstate.cpp" line="19"/>
        <source>the model state in bytes exceeds 64 bits</source>
        <translation>모델 상태의 바이트 수가 64비트 범위를 넘습니다</translation>
    </message>
</context>
<context>
    <name>PlanPanel</name>
    <message>
        <location filename="../ui/planpanel.ui" line="6"/>
        <source>Plan: the setups that fit</source>
        <translation>계획: 메모리에 들어가는 설정</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.ui" line="16"/>
        <source>GPUs in all:</source>
        <translation>전체 GPU 수:</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.ui" line="104"/>
        <source>GPU:</source>
        <translation>GPU:</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.ui" line="45"/>
        <source>Global batch (sequences):</source>
        <translation>글로벌 배치(시퀀스 수):</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.ui" line="117"/>
        <source>Peak (TFLOP/s):</source>
        <translation>피크 성능(TFLOP/s):</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.ui" line="74"/>
        <source>Utilisation (% of peak):</source>
        <translation>활용률(피크 성능 대비 %):</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.ui" line="146"/>
        <source>Host link:</source>
        <translation>호스트 링크:</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.ui" line="203"/>
        <source>&amp;Use the selected setup</source>
        <translation>선택한 설정 사용(&amp;U)</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.ui" line="210"/>
        <source>The measurement script of the selected setup: one training step in PyTorch, measured</source>
        <translation>선택한 설정의 측정 스크립트: PyTorch에서 학습 스텝 하나를 실행해 측정합니다</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.ui" line="213"/>
        <source>Export Measurement Script…</source>
        <translation>측정 스크립트 내보내기…</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.ui" line="242"/>
        <source>Make this &amp;change</source>
        <translation>이 변경 적용(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="134"/>
        <source>%1: %2, %3 TFLOP/s</source>
        <extracomment>%1 is a GPU&apos;s name (H100 SXM), %2 its memory (80 GiB), %3 its dense 16-bit peak in TFLOP/s.</extracomment>
        <translation>%1: %2, %3 TFLOP/s</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="138"/>
        <source>Other (the form&apos;s memory, this peak)</source>
        <translation>기타(양식의 GPU 메모리, 여기 입력한 피크 성능)</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="143"/>
        <source>%1, %2 GB/s</source>
        <extracomment>%1 is a link&apos;s name (PCIe Gen4 ×16), %2 its bandwidth per direction in GB/s.</extracomment>
        <translation>%1, %2 GB/s</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="178"/>
        <source>Planning…</source>
        <translation>계획을 세우는 중…</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="186"/>
        <source>Planning was cancelled: change an input to plan again.</source>
        <translation>계획 세우기가 취소되었습니다. 다시 계획하려면 입력값을 바꾸십시오.</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="233"/>
        <source>No plan for this input: %1.</source>
        <extracomment>%1 is the planner&apos;s message, e.g. &quot;the global batch must be between 1 and …&quot;.</extracomment>
        <translation>이 입력으로는 계획을 세울 수 없습니다: %1.</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="237"/>
        <source>%1 of %2 parallel layouts fit (%3 setups tried in %4 ms); the table lists the cheapest setup of each. In %5 of the others the model state alone overflows, in %6 the activations and logits do even with full recomputation. Step times count FLOPs, the pipeline bubble and offload transfers, not communication or the CPU&apos;s optimizer step.</source>
        <extracomment>%1 fitting layouts of %2, %3 setups tried, %4 milliseconds; %5 and %6 counts of layouts.</extracomment>
        <translation>병렬 구성 %2개 중 %1개가 들어갑니다(%4 ms 동안 설정 %3개를 시도). 표에는 구성마다 비용이 가장 낮은 설정을 나열합니다. 나머지 중 %5개는 모델 상태만으로도 메모리를 넘고, %6개는 전체 재계산을 해도 활성화와 로짓이 메모리를 넘습니다. 스텝 시간에는 FLOPs, 파이프라인 버블, 오프로드 전송이 포함되며 통신과 CPU의 옵티마이저 스텝은 포함되지 않습니다.</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="247"/>
        <source>A pipeline stage has more than %1 layers, so not every checkpoint spacing was tried: about 2√L of them.</source>
        <translation>파이프라인 스테이지 하나의 레이어가 %1개를 넘어서 체크포인트 간격을 모두 시도하지는 않았습니다. 약 2√L개만 시도했습니다.</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="262"/>
        <source>The form&apos;s setup has no figures: %1.</source>
        <translation>양식에 입력한 설정으로는 수치를 계산할 수 없습니다: %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/planpanel.cpp" line="265"/>
        <source>The form&apos;s setup on %Ln GPU(s): </source>
        <extracomment>%Ln is the GPUs the form&apos;s setup uses (t × p × d).</extracomment>
        <translation>
            <numerusform>양식에 입력한 설정(GPU %Ln개): </numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="274"/>
        <source>tensor parallelism %1 with SP</source>
        <translation>텐서 병렬 크기 %1(SP 사용)</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="275"/>
        <source>tensor parallelism %1</source>
        <translation>텐서 병렬 크기 %1</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="277"/>
        <source>%1 pipeline stages</source>
        <translation>파이프라인 스테이지 %1개</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="279"/>
        <source>micro-batch %1</source>
        <translation>마이크로배치 %1</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="281"/>
        <source>ZeRO stage %1</source>
        <translation>ZeRO 단계 %1</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="283"/>
        <source>the optimizer state in host memory</source>
        <translation>호스트 메모리의 옵티마이저 상태</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="284"/>
        <source>the optimizer state on the GPU</source>
        <translation>GPU의 옵티마이저 상태</translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="286"/>
        <source>recompute: %1</source>
        <translation>재계산: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/planpanel.cpp" line="290"/>
        <source>Smallest change that fits on %Ln GPU(s): %1 (%2 per GPU, a step of %3 s).</source>
        <extracomment>%1 lists the changes, %2 the memory per GPU then, %3 the step time in seconds.</extracomment>
        <translation>
            <numerusform>GPU %Ln개에 들어가는 가장 작은 변경: %1(GPU당 %2, 스텝 시간 %3 s).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="292"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../ui/planpanel.cpp" line="309"/>
        <source>Offloading instead of recomputing: the %1 per block that recomputation drops take %3 ms to the host and back over %2; recomputing them takes %4 ms at %5 TFLOP/s and %6% utilisation. Offloading is faster above %7 GB/s (transfers not overlapped with compute).</source>
        <extracomment>%1 a size per block, %2 a link with its bandwidth, %3 and %4 milliseconds, %5 TFLOP/s, %6 a percentage, %7 a bandwidth in GB/s.</extracomment>
        <translation>재계산 대신 오프로드: 재계산 시 저장하지 않는 블록당 %1을(를) %2 링크로 호스트에 보냈다가 다시 가져오는 데 %3 ms가 걸리고, 이를 %5 TFLOP/s, 활용률 %6%에서 재계산하는 데는 %4 ms가 걸립니다. %7 GB/s보다 빠른 링크에서는 오프로드가 더 빠릅니다(전송이 연산과 겹치지 않는다고 가정).</translation>
    </message>
</context>
<context>
    <name>PlanTableModel</name>
    <message>
        <location filename="../ui/planpanel.cpp" line="35"/>
        <location filename="../ui/plantablemodel.cpp" line="110"/>
        <source>full, k = %1</source>
        <translation>전체, k = %1</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="16"/>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="18"/>
        <source>selective</source>
        <translation>선택적</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="20"/>
        <source>full</source>
        <translation>전체</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="22"/>
        <source>the MLP</source>
        <translation>MLP</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="24"/>
        <source>the norms</source>
        <translation>정규화 레이어</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="26"/>
        <source>all but matmuls</source>
        <translation>행렬 곱 외 전부</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="28"/>
        <source>custom</source>
        <translation>사용자 정의</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="97"/>
        <source>%1 + SP</source>
        <extracomment>the tensor-parallel size with sequence parallelism, as in &quot;8 + SP&quot;</extracomment>
        <translation>%1 + SP</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="113"/>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="113"/>
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="117"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="133"/>
        <source>Tensor-parallel size (+ SP: with sequence parallelism)</source>
        <translation>텐서 병렬 크기(+ SP: 시퀀스 병렬화 사용)</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="135"/>
        <source>Pipeline stages</source>
        <translation>파이프라인 스테이지 수</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="137"/>
        <source>Data-parallel GPUs</source>
        <translation>데이터 병렬 GPU 수</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="139"/>
        <source>ZeRO stage</source>
        <translation>ZeRO 단계</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="141"/>
        <source>Micro-batch</source>
        <translation>마이크로배치</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="143"/>
        <source>What is recomputed in the backward pass</source>
        <translation>역전파에서 재계산하는 부분</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="143"/>
        <source>Recompute</source>
        <translation>재계산</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="145"/>
        <source>Optimizer state in host memory (ZeRO-Offload)</source>
        <translation>호스트 메모리에 옵티마이저 상태 보관(ZeRO-Offload)</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="145"/>
        <source>Offload</source>
        <translation>오프로드</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="147"/>
        <source>Memory per GPU, with the reserve</source>
        <translation>GPU당 메모리(예비 메모리 포함)</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="147"/>
        <source>Per GPU</source>
        <translation>GPU당</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="149"/>
        <source>Recomputed FLOPs as a share of the step&apos;s</source>
        <translation>스텝 전체 FLOPs 대비 재계산 FLOPs의 비율</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="149"/>
        <source>Extra</source>
        <translation>추가</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="152"/>
        <source>Step time: FLOPs, the pipeline bubble and offload transfers; communication not counted</source>
        <translation>스텝 시간: FLOPs, 파이프라인 버블, 오프로드 전송 포함, 통신은 제외</translation>
    </message>
    <message>
        <location filename="../ui/plantablemodel.cpp" line="153"/>
        <source>Step (s)</source>
        <translation>스텝(s)</translation>
    </message>
</context>
<context>
    <name>Planner</name>
    <message>
        <location filename="../app/core/realistic/planner.cpp" line="146"/>
        <source>the GPUs must be between 1 and 1,000,000 (got %1)</source>
        <translation>GPU 수는 1에서 1,000,000 사이여야 합니다(입력값: %1)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/planner.cpp" line="148"/>
        <source>the global batch must be between 1 and %1 (got %2)</source>
        <translation>글로벌 배치는 1에서 %1 사이여야 합니다(입력값: %2)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/planner.cpp" line="151"/>
        <source>the peak must be above 0 and at most 1,000,000 TFLOP/s (got %1)</source>
        <translation>피크 성능은 0보다 크고 1,000,000 TFLOP/s 이하여야 합니다(입력값: %1)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/planner.cpp" line="154"/>
        <source>the utilisation must be above 0 and at most 1 (got %1)</source>
        <translation>활용률은 0보다 크고 1 이하여야 합니다(입력값: %1)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/planner.cpp" line="157"/>
        <source>the host link must be above 0 and at most 1,000,000 GB/s (got %1)</source>
        <translation>호스트 링크 대역폭은 0보다 크고 1,000,000 GB/s 이하여야 합니다(입력값: %1)</translation>
    </message>
</context>
<context>
    <name>PlaybackPanel</name>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="191"/>
        <source>Recording the schedule for playback…</source>
        <translation>재생할 스케줄을 기록하는 중…</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanelframe.cpp" line="32"/>
        <source>Press Play, step or drag to play this schedule back.</source>
        <translation>‘재생’을 누르거나, 한 단계씩 이동하거나, 드래그하여 이 스케줄을 재생하십시오.</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanelframe.cpp" line="43"/>
        <source>This schedule has %1 events, more than playback takes (%2): try a larger memory budget or fewer layers.</source>
        <translation>이 스케줄의 이벤트는 %1개로, 재생할 수 있는 한도(%2개)보다 많습니다. 메모리 예산을 늘리거나 레이어 수를 줄여 보십시오.</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanelframe.cpp" line="90"/>
        <source>before the first event</source>
        <translation>첫 이벤트 이전</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanelframe.cpp" line="95"/>
        <source>forward of layer %1</source>
        <translation>레이어 %1 순전파</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanelframe.cpp" line="98"/>
        <source>recompute of layer %1</source>
        <translation>레이어 %1 재계산</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanelframe.cpp" line="101"/>
        <source>backward of layer %1</source>
        <translation>레이어 %1 역전파</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanelframe.cpp" line="104"/>
        <source>save x%1</source>
        <translation>x%1 저장</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanelframe.cpp" line="107"/>
        <source>save what layer %1 keeps beyond its input</source>
        <translation>레이어 %1에서 입력 외에 보관하는 값 저장</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanelframe.cpp" line="110"/>
        <source>free x%1</source>
        <translation>x%1 해제</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanelframe.cpp" line="115"/>
        <source>Event %1 of %2: %3 · memory %4 · time %5</source>
        <extracomment>%1 the cursor&apos;s event, %2 the schedule&apos;s events, %3 what the event does, %4 memory, %5 compute time.</extracomment>
        <translation>이벤트 %1/%2: %3 · 메모리 %4 · 시간 %5</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="373"/>
        <source>Pause</source>
        <translation>일시 정지</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="373"/>
        <source>Play</source>
        <translation>재생</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="375"/>
        <source>Pause playback</source>
        <translation>재생 일시 정지</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="375"/>
        <source>Play the schedule</source>
        <translation>스케줄 재생</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="376"/>
        <source>Play or pause the schedule event by event (Space on any playback control)</source>
        <translation>스케줄을 이벤트 단위로 재생하거나 일시 정지합니다(재생 컨트롤에서 Space)</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="377"/>
        <source>Go to the start of the schedule</source>
        <translation>스케줄 처음으로 이동</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="378"/>
        <source>Step back one event</source>
        <translation>한 이벤트 뒤로</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="379"/>
        <source>Step forward one event</source>
        <translation>한 이벤트 앞으로</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="380"/>
        <source>Go to the end of the schedule</source>
        <translation>스케줄 끝으로 이동</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="385"/>
        <source>%1×</source>
        <extracomment>The playback speed, as in &quot;0.5×&quot; or &quot;2×&quot;.</extracomment>
        <translation>%1×</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="387"/>
        <source>Playback speed</source>
        <translation>재생 속도</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="388"/>
        <source>How fast playback and a question&apos;s animation run</source>
        <translation>재생과 문제 애니메이션이 진행되는 속도</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="389"/>
        <source>Playback position</source>
        <translation>재생 위치</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="390"/>
        <source>Drag to move through the schedule&apos;s events; Space plays or pauses</source>
        <translation>드래그하여 스케줄의 이벤트를 이동합니다. Space 키로 재생/일시 정지</translation>
    </message>
    <message>
        <location filename="../ui/playbackpanel.cpp" line="391"/>
        <source>Activations at the cursor</source>
        <translation>커서 위치의 활성화</translation>
    </message>
</context>
<context>
    <name>PredictionBox</name>
    <message>
        <location filename="../ui/predictionbox.cpp" line="113"/>
        <source>Predict first: type your number (within ±%1), then commit it. The options and the simulator appear once you have.</source>
        <translation>먼저 예측하십시오: 숫자를 입력하고(±%1까지 인정) 확정하십시오. 그러면 선택지와 시뮬레이터가 나타납니다.</translation>
    </message>
    <message>
        <location filename="../ui/predictionbox.cpp" line="116"/>
        <source>Predict first: type your number (exactly), then commit it. The options and the simulator appear once you have.</source>
        <translation>먼저 예측하십시오: 숫자를 정확히 입력하고 확정하십시오. 그러면 선택지와 시뮬레이터가 나타납니다.</translation>
    </message>
    <message>
        <location filename="../ui/predictionbox.cpp" line="133"/>
        <source>Type a number, such as 19.</source>
        <translation>19와 같은 숫자를 입력하십시오.</translation>
    </message>
    <message>
        <location filename="../ui/predictionbox.cpp" line="186"/>
        <source>Commit</source>
        <translation>확정</translation>
    </message>
    <message>
        <location filename="../ui/predictionbox.cpp" line="187"/>
        <location filename="../ui/predictionbox.cpp" line="188"/>
        <source>Your prediction</source>
        <translation>나의 예측</translation>
    </message>
    <message>
        <location filename="../ui/predictionbox.cpp" line="190"/>
        <source>The simulator is hidden until you commit your prediction.</source>
        <translation>예측을 확정할 때까지 시뮬레이터는 가려져 있습니다.</translation>
    </message>
    <message>
        <location filename="../ui/predictionbox.cpp" line="191"/>
        <source>Peek (costs the point)</source>
        <translation>엿보기(점수를 잃음)</translation>
    </message>
</context>
<context>
    <name>ProgressStrip</name>
    <message>
        <location filename="../ui/progressstrip.cpp" line="33"/>
        <location filename="../ui/progressstrip.cpp" line="162"/>
        <source>Questions</source>
        <translation>문제</translation>
    </message>
    <message>
        <location filename="../ui/progressstrip.cpp" line="181"/>
        <source>Question %1 of %2 selected; %3 right, %4 wrong, %5 answered without a verdict yet, %6 not answered. Arrow keys choose a question, Enter goes to it.</source>
        <translation>문제 %1/%2 선택됨. 맞음 %3, 틀림 %4, 답했지만 아직 채점 전 %5, 답하지 않음 %6. 화살표 키로 문제를 고르고 Enter 키로 이동합니다.</translation>
    </message>
</context>
<context>
    <name>QuestionBankLoader</name>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="59"/>
        <source>unknown language &quot;%1&quot;; expected one of %2</source>
        <translation>알 수 없는 언어 &quot;%1&quot;입니다. %2 중 하나여야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="63"/>
        <source>language &quot;%1&quot; is listed twice</source>
        <translation>&quot;%1&quot; 언어가 두 번 나열되어 있습니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="67"/>
        <source>expected at least one language of %1</source>
        <translation>%1 중 적어도 한 언어가 있어야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="77"/>
        <source>expected text in at least one language of %1</source>
        <translation>%1 중 적어도 한 언어로 된 텍스트가 있어야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="92"/>
        <source>expected an array of %L1 to %L2 options, found %3</source>
        <translation>선택지 %L1개에서 %L2개로 된 배열이어야 하지만 %3입니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="97"/>
        <source>expected an array of %L1 to %L2 options, found one option</source>
        <translation>선택지 %L1개에서 %L2개로 된 배열이어야 하지만 선택지가 하나뿐입니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="102"/>
        <source>expected an array of %L1 to %L2 options, found %L3 options</source>
        <translation>선택지 %L1개에서 %L2개로 된 배열이어야 하지만 선택지가 %L3개입니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="117"/>
        <source>expected the correct option&apos;s number, %L1 to %L2</source>
        <translation>정답 선택지의 번호(%L1에서 %L2 사이)여야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="147"/>
        <source>expected the tolerance of a prediction: a number, %L1 or more</source>
        <translation>예측의 허용 오차가 있어야 합니다: %L1 이상의 숫자</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="155"/>
        <source>expected the number this option stands for (a question with a prediction needs one on every option)</source>
        <translation>이 선택지가 나타내는 숫자가 있어야 합니다(예측이 있는 문제는 모든 선택지에 숫자가 필요합니다)</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="178"/>
        <source>expected &quot;choice&quot; (the default) or &quot;task&quot;</source>
        <translation>&quot;choice&quot;(기본값) 또는 &quot;task&quot;여야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="186"/>
        <source>expected no prediction on a task: the simulator&apos;s state is its answer</source>
        <translation>&quot;task&quot; 유형의 문제에는 예측이 없어야 합니다. 시뮬레이터의 상태가 곧 답입니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="203"/>
        <source>expected at most %L1 hints, found %L2</source>
        <translation>힌트는 최대 %L1개여야 하지만 %L2개입니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="221"/>
        <source>expected a concept id: lower-case letters, digits and hyphens</source>
        <translation>개념 ID여야 합니다: 영문 소문자, 숫자, 하이픈만 씁니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="233"/>
        <source>expected &quot;checkpoint-quiz-bank&quot;, found &quot;%1&quot;</source>
        <translation>&quot;checkpoint-quiz-bank&quot;이어야 하지만 &quot;%1&quot;입니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="238"/>
        <source>expected version %1 (the only one this app reads)</source>
        <translation>%1 버전이어야 합니다(이 앱은 이 버전만 읽습니다)</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="250"/>
        <source>expected a non-empty array of questions, found %1</source>
        <translation>비어 있지 않은 문제 배열이어야 하지만 %1입니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="253"/>
        <source>%L1 questions; the limit is %L2</source>
        <translation>문제가 %L1개입니다. 한도는 %L2개입니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/questionbank.cpp" line="262"/>
        <source>duplicate question id &quot;%1&quot;</source>
        <translation>중복된 문제 ID입니다: &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>QuizFiles</name>
    <message>
        <location filename="../ui/quizfiles.cpp" line="50"/>
        <source>Opening %1…</source>
        <translation>%1 여는 중…</translation>
    </message>
    <message>
        <location filename="../ui/quizfiles.cpp" line="63"/>
        <source>The quiz could not be opened; the current quiz stays open.</source>
        <translation>퀴즈를 열 수 없습니다. 현재 퀴즈가 그대로 열려 있습니다.</translation>
    </message>
    <message>
        <location filename="../ui/quizfiles.cpp" line="76"/>
        <source>Settings cannot be saved to %1, so the list of recent quizzes will be forgotten when the app closes.</source>
        <translation>설정을 %1에 저장할 수 없으므로 앱을 닫으면 최근 퀴즈 목록이 유지되지 않습니다.</translation>
    </message>
    <message>
        <location filename="../ui/quizfiles.cpp" line="99"/>
        <source>Open Quiz</source>
        <translation>퀴즈 열기</translation>
    </message>
    <message>
        <location filename="../ui/quizfiles.cpp" line="107"/>
        <source>Export Quiz As</source>
        <translation>퀴즈 내보내기</translation>
    </message>
    <message>
        <location filename="../ui/quizfiles.cpp" line="118"/>
        <source>The quiz could not be exported to %1.</source>
        <translation>퀴즈를 %1에 내보낼 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../ui/quizfiles.cpp" line="154"/>
        <source>Checkpoint Quiz</source>
        <translation>Checkpoint Quiz</translation>
    </message>
</context>
<context>
    <name>QuizFormat</name>
    <message>
        <location filename="../app/core/quiz/quizformat.cpp" line="103"/>
        <source>GIFT for Moodle</source>
        <translation>Moodle용 GIFT</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/quizformat.cpp" line="124"/>
        <source>Moodle XML</source>
        <translation>Moodle XML</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/quizformat.cpp" line="183"/>
        <source>%1 or %2</source>
        <extracomment>%1 is a list of file extensions such as &quot;.gift, .txt&quot;, %2 the last one, &quot;.xml&quot;.</extracomment>
        <translation>%1 또는 %2</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/quizformat.cpp" line="200"/>
        <source>Quiz files (%1)</source>
        <extracomment>%1 is the list of file patterns, such as &quot;*.json *.gift&quot;.</extracomment>
        <translation>퀴즈 파일(%1)</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/quizformat.cpp" line="201"/>
        <source>All files (*)</source>
        <translation>모든 파일(*)</translation>
    </message>
</context>
<context>
    <name>QuizPanel</name>
    <message>
        <location filename="../ui/quizpanel.ui" line="437"/>
        <source>Restart quiz</source>
        <translation>퀴즈 다시 시작</translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.cpp" line="329"/>
        <source>Question %1 of %2</source>
        <translation>문제 %1/%2</translation>
    </message>
    <message>
        <location filename="../ui/quizpanelview.cpp" line="43"/>
        <source>Next question</source>
        <translation>다음 문제</translation>
    </message>
    <message>
        <location filename="../ui/quizpanelview.cpp" line="42"/>
        <source>See results</source>
        <translation>결과 보기</translation>
    </message>
    <message>
        <location filename="../ui/leavingattempt.cpp" line="24"/>
        <source>Your attempt is kept in History (Quiz → History).</source>
        <translation>응시 내용은 응시 기록에 남아 있습니다(퀴즈 → 응시 기록).</translation>
    </message>
    <message>
        <location filename="../ui/leavingattempt.cpp" line="29"/>
        <source>Start over?</source>
        <translation>처음부터 다시 하시겠습니까?</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/leavingattempt.cpp" line="30"/>
        <source>You answered %1 of %2 questions and have not exported a report of this attempt. It stays in History, where you can open and export it later.</source>
        <translation>
            <numerusform>%2문제 중 %1문제에 답했고 이번 응시의 보고서는 내보내지 않았습니다. 이 응시는 응시 기록에 남으며, 나중에 열어서 내보낼 수 있습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.cpp" line="231"/>
        <source>Hand in now?</source>
        <translation>지금 제출하시겠습니까?</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/quizpanel.cpp" line="232"/>
        <source>%Ln question(s) are not answered yet and will count as wrong.</source>
        <translation>
            <numerusform>아직 답하지 않은 문제 %Ln개는 오답으로 처리됩니다.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.ui" line="9"/>
        <source>Quiz</source>
        <translation>퀴즈</translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.ui" line="271"/>
        <source>Time is up: your answers were handed in as they were.</source>
        <translation>시간이 다 되었습니다. 답안은 그때까지 답한 그대로 제출되었습니다.</translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.ui" line="357"/>
        <source>Show me in the simulator</source>
        <translation>시뮬레이터에서 보기</translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.ui" line="360"/>
        <source>Moves the simulator to the case this question is about and highlights it</source>
        <translation>시뮬레이터를 이 문제가 다루는 상황으로 설정하고 강조 표시합니다</translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.ui" line="374"/>
        <source>Hand in</source>
        <translation>제출</translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.ui" line="381"/>
        <source>Results</source>
        <translation>결과</translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.ui" line="416"/>
        <source>A new attempt with only the questions you got wrong or left open</source>
        <translation>틀렸거나 답하지 않은 문제만으로 새로 응시합니다</translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.ui" line="423"/>
        <source>Export report…</source>
        <translation>보고서 내보내기…</translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.ui" line="440"/>
        <source>A new attempt with the options shuffled again; this one stays in History</source>
        <translation>선택지를 다시 섞어 새로 응시합니다. 이번 응시는 응시 기록에 남습니다</translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.ui" line="324"/>
        <source>Review of the selected question</source>
        <translation>선택한 문제 검토</translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.ui" line="307"/>
        <source>Questions and results</source>
        <translation>문제와 결과</translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.cpp" line="332"/>
        <source>%1 of %2 answered</source>
        <translation>%2문제 중 %1문제 답함</translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.cpp" line="335"/>
        <source>%1 correct of %2 answered</source>
        <translation>답한 %2문제 중 %1문제 정답</translation>
    </message>
    <message>
        <location filename="../ui/quizpanelview.cpp" line="42"/>
        <source>Hand in and see results</source>
        <translation>제출하고 결과 보기</translation>
    </message>
    <message>
        <location filename="../ui/quizpanelview.cpp" line="105"/>
        <source>Correct!</source>
        <translation>정답입니다!</translation>
    </message>
    <message>
        <location filename="../ui/quizpanelview.cpp" line="120"/>
        <source>Why “%1” is not right: %2</source>
        <translation>“%1” 선택지가 틀린 이유: %2</translation>
    </message>
    <message>
        <location filename="../ui/quizpanelview.cpp" line="128"/>
        <source>In the simulator: %1</source>
        <translation>시뮬레이터에서: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/quizpanelview.cpp" line="151"/>
        <source>Retry the %Ln I missed (practice, not handed in)</source>
        <translation>
            <numerusform>놓친 %Ln문제 다시 풀기(연습, 제출되지 않음)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/quizpanelview.cpp" line="152"/>
        <source>Retry the %Ln I missed</source>
        <translation>
            <numerusform>놓친 %Ln문제 다시 풀기</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/quizpanelview.cpp" line="133"/>
        <source>Source: %1</source>
        <translation>출처: %1</translation>
    </message>
    <message>
        <location filename="../ui/quizpanel.cpp" line="31"/>
        <source>Start New Attempt</source>
        <translation>새로 응시하기</translation>
    </message>
    <message>
        <location filename="../ui/quizpanelview.cpp" line="76"/>
        <source>Answer saved. You can change it until you hand in, and see then whether it is right.</source>
        <translation>답을 저장했습니다. 제출하기 전까지 바꿀 수 있으며, 정답 여부는 제출할 때 확인할 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../ui/quizpanelview.cpp" line="103"/>
        <source>The assignment keeps the right answer back.</source>
        <translation>과제 설정에 따라 정답은 공개하지 않습니다.</translation>
    </message>
    <message>
        <location filename="../ui/quizpanelview.cpp" line="104"/>
        <source>The right answer is option %1.</source>
        <translation>정답은 %1번입니다.</translation>
    </message>
    <message>
        <location filename="../ui/quizpanelview.cpp" line="107"/>
        <source>Not answered.</source>
        <translation>답하지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../ui/quizpanelview.cpp" line="108"/>
        <source>Not quite.</source>
        <translation>아쉽습니다.</translation>
    </message>
    <message>
        <location filename="../ui/quizpanelview.cpp" line="145"/>
        <source>You scored %1 of %2 (%3%).</source>
        <translation>%2문제 중 %1문제를 맞혔습니다(%3%).</translation>
    </message>
</context>
<context>
    <name>RealModelState</name>
    <message>
        <location filename="../app/core/realistic/realmodelstate.cpp" line="80"/>
        <source>Custom</source>
        <translation>사용자 정의</translation>
    </message>
</context>
<context>
    <name>RealisticEstimator</name>
    <message>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="109"/>
        <source>a checkpoint spacing applies only to full recomputation</source>
        <translation>체크포인트 간격은 전체 재계산에만 적용됩니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="111"/>
        <source>the paper convention (Korthikanti et al.&apos;s Table 2) has no policy &quot;%1&quot;; it needs the measured convention</source>
        <translation>논문 기준(Korthikanti et al.의 Table 2)에는 &quot;%1&quot; 정책이 없습니다. 측정 기준이 필요합니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="115"/>
        <source>a custom policy needs the ops it saves</source>
        <translation>사용자 정의 정책에는 저장할 연산을 지정해야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="117"/>
        <source>the paper convention (Korthikanti et al.&apos;s Table 2) has no %1; it needs the measured convention</source>
        <translation>논문 기준(Korthikanti et al.의 Table 2)에는 %1이(가) 없습니다. 측정 기준이 필요합니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="118"/>
        <source>mixture of experts</source>
        <translation>전문가 혼합(MoE)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="118"/>
        <source>head size other than h/a</source>
        <translation>h/a가 아닌 헤드 크기</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="122"/>
        <source>the checkpoint spacing must be between 1 and %1 (the number of layers; got %2)</source>
        <translation>체크포인트 간격은 1에서 %1(레이어 수) 사이여야 합니다(입력값: %2)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="123"/>
        <source>the checkpoint spacing must be between 1 and %1 (the layers of a pipeline stage; got %2)</source>
        <translation>체크포인트 간격은 1에서 %1(파이프라인 스테이지 하나의 레이어 수) 사이여야 합니다(입력값: %2)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="129"/>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="158"/>
        <source>the activation bytes or FLOPs of one block exceed 64 bits</source>
        <translation>블록 하나의 활성화 바이트 수 또는 FLOPs가 64비트 범위를 넘습니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="131"/>
        <source>the activation bytes of one block (%1) exceed the simulator&apos;s limit of 2^40 (1 TiB)</source>
        <translation>블록 하나의 활성화 바이트 수(%1)가 시뮬레이터 한도 2^40(1 TiB)보다 큽니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="134"/>
        <source>the forward FLOPs of one block exceed the simulator&apos;s limit of 10^18</source>
        <translation>블록 하나의 순전파 FLOPs가 시뮬레이터 한도 10^18보다 큽니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="137"/>
        <source>the FLOPs of one step exceed 64 bits</source>
        <translation>한 스텝의 FLOPs가 64비트 범위를 넘습니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="217"/>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="249"/>
        <source>the total bytes per GPU exceed 64 bits</source>
        <translation>GPU당 총 바이트 수가 64비트 범위를 넘습니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticestimator.cpp" line="292"/>
        <source>the recompute FLOPs exceed 64 bits</source>
        <translation>재계산 FLOPs가 64비트 범위를 넘습니다</translation>
    </message>
</context>
<context>
    <name>RealisticFiguresView</name>
    <message>
        <location filename="../ui/realisticfiguresview.cpp" line="39"/>
        <source>No figures for this input: %1.</source>
        <extracomment>%1 is the estimator&apos;s message, e.g. &quot;the heads (7) must divide the hidden size (768)&quot;.</extracomment>
        <translation>이 입력으로는 수치를 계산할 수 없습니다: %1.</translation>
    </message>
    <message>
        <location filename="../ui/realisticfiguresview.cpp" line="50"/>
        <source>%1, %2</source>
        <extracomment>%1 is a size with its bytes, %2 the activation convention (&quot;measured: op by op, what PyTorch saves&quot;).</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/realisticfiguresview.cpp" line="58"/>
        <source>per GPU of the first pipeline stage, which holds %Ln micro-batch(es) at once</source>
        <translation>
            <numerusform>첫 번째 파이프라인 스테이지의 GPU당 값(이 스테이지는 마이크로배치 %Ln개를 동시에 보관)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/realisticfiguresview.cpp" line="60"/>
        <source>per GPU of the last pipeline stage, with the logits</source>
        <translation>마지막 파이프라인 스테이지의 GPU당 값(로짓 포함)</translation>
    </message>
    <message>
        <location filename="../ui/realisticfiguresview.cpp" line="67"/>
        <source>none on the GPU; %1 in host memory</source>
        <translation>GPU에는 없음, 호스트 메모리에 %1</translation>
    </message>
    <message>
        <location filename="../ui/realisticfiguresview.cpp" line="73"/>
        <source>%1 of %2</source>
        <extracomment>%1 is the total per GPU, %2 the GPU&apos;s memory, both with binary units.</extracomment>
        <translation>%2 중 %1</translation>
    </message>
    <message>
        <location filename="../ui/realisticfiguresview.cpp" line="77"/>
        <source>%1 FLOPs, %2% of the step&apos;s %3 FLOPs</source>
        <extracomment>%1 FLOPs recomputed, %2 their share of the step in percent, %3 the step&apos;s FLOPs.</extracomment>
        <translation>%1 FLOPs, 스텝 전체 %3 FLOPs의 %2%</translation>
    </message>
    <message>
        <location filename="../ui/realisticfiguresview.cpp" line="83"/>
        <source>not defined for this policy (only for none, selective and full with k = 1)</source>
        <translation>이 정책에는 정의되지 않음(재계산 없음, 선택적 재계산, k = 1인 전체 재계산에만 해당)</translation>
    </message>
</context>
<context>
    <name>RealisticPanel</name>
    <message>
        <location filename="../ui/realisticpanel.cpp" line="159"/>
        <source>%1 (%2 parameters)</source>
        <extracomment>%1 is a model&apos;s name (GPT-2 small, Llama-3.1-8B), %2 its exact parameter count.</extracomment>
        <translation>%1(파라미터 %2개)</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.cpp" line="161"/>
        <location filename="../ui/realisticpanel.cpp" line="180"/>
        <source>Custom</source>
        <translation>사용자 정의</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.cpp" line="167"/>
        <source>%1 (config.json, %2 parameters)</source>
        <extracomment>%1 is the model&apos;s name from its config.json, %2 its exact parameter count.</extracomment>
        <translation>%1(config.json, 파라미터 %2개)</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.cpp" line="172"/>
        <source>%1-bit</source>
        <translation>%1비트</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.cpp" line="275"/>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.cpp" line="275"/>
        <source>selective</source>
        <translation>선택적</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.cpp" line="275"/>
        <source>full</source>
        <translation>전체</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.cpp" line="277"/>
        <source>k = %1</source>
        <extracomment>the bar for full recomputation with a checkpoint every k blocks</extracomment>
        <translation>k = %1</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="11"/>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="17"/>
        <source>Model:</source>
        <translation>모델:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="40"/>
        <source>Layers L:</source>
        <translation>레이어 수 L:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="72"/>
        <source>Hidden size h:</source>
        <translation>은닉 크기 h:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="104"/>
        <source>Attention heads a:</source>
        <translation>어텐션 헤드 수 a:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="136"/>
        <source>Key/value heads:</source>
        <translation>키/값 헤드 수:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="168"/>
        <source>MLP width f:</source>
        <translation>MLP 너비 f:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="200"/>
        <source>MLP:</source>
        <translation>MLP 종류:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="213"/>
        <source>Vocabulary V:</source>
        <translation>어휘 크기 V:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="33"/>
        <source>The model&apos;s fields can be edited after choosing Custom.</source>
        <translation>사용자 정의를 선택하면 모델 항목을 편집할 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="258"/>
        <source>Training setup</source>
        <translation>학습 설정</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="264"/>
        <source>Sequence length s:</source>
        <translation>시퀀스 길이 s:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="296"/>
        <source>Micro-batch b:</source>
        <translation>마이크로배치 b:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="328"/>
        <source>Activations:</source>
        <translation>활성화:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="341"/>
        <source>Tensor-parallel t:</source>
        <translation>텐서 병렬 t:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="373"/>
        <source>Sequence parallelism (with t &gt; 1)</source>
        <translation>시퀀스 병렬화(t &gt; 1일 때)</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="380"/>
        <source>Fused attention (FlashAttention)</source>
        <translation>퓨즈드 어텐션(FlashAttention)</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="387"/>
        <source>Pipeline stages p:</source>
        <translation>파이프라인 스테이지 수 p:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="397"/>
        <source>1F1B pipeline parallelism: p stages of L/p blocks; the first stage holds min(m, p) micro-batches at once.</source>
        <translation>1F1B 파이프라인 병렬화: 각각 블록 L/p개로 된 스테이지 p개. 첫 번째 스테이지는 마이크로배치 min(m, p)개를 동시에 보관합니다.</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="416"/>
        <source>Data-parallel GPUs G:</source>
        <translation>데이터 병렬 GPU 수 G:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="448"/>
        <source>ZeRO stage:</source>
        <translation>ZeRO 단계:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="461"/>
        <source>Optimizer state in host memory (ZeRO-Offload)</source>
        <translation>호스트 메모리에 옵티마이저 상태 보관(ZeRO-Offload)</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="468"/>
        <source>GPU memory:</source>
        <translation>GPU 메모리:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="510"/>
        <source>Activation model:</source>
        <translation>활성화 모델:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="530"/>
        <source>Dropout:</source>
        <translation>드롭아웃:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="556"/>
        <location filename="../ui/realisticpanel.ui" line="869"/>
        <source>Reserve:</source>
        <translation>예비 메모리:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="590"/>
        <source>Recompute</source>
        <translation>재계산</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="606"/>
        <source>Checkpoint every k blocks:</source>
        <translation>블록 k개마다 체크포인트:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="648"/>
        <source>Figures</source>
        <translation>수치</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="685"/>
        <source>Parameters:</source>
        <translation>파라미터:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="708"/>
        <source>Activations per block:</source>
        <translation>블록당 활성화:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="731"/>
        <source>Peak activations:</source>
        <translation>피크 활성화:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="754"/>
        <source>Weights per GPU:</source>
        <translation>GPU당 가중치:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="777"/>
        <source>Gradients per GPU:</source>
        <translation>GPU당 그래디언트:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="800"/>
        <source>Optimizer state per GPU:</source>
        <translation>GPU당 옵티마이저 상태:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="823"/>
        <source>Logits and loss:</source>
        <translation>로짓과 손실:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="846"/>
        <source>ZeRO-3 gather buffers:</source>
        <translation>ZeRO-3 수집 버퍼:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="892"/>
        <source>Total per GPU:</source>
        <translation>GPU당 합계:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="933"/>
        <source>Recompute, counted from the schedule:</source>
        <translation>재계산, 스케줄 기준 집계:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="956"/>
        <source>Recompute, the paper&apos;s Eq. 9:</source>
        <translation>재계산, 논문의 Eq. 9:</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="988"/>
        <source>They differ because the schedule counts only the forwards it reruns, while Eq. 9 counts three attention-core forwards per block for selective recomputation and a forward of every block, the last included, for full recomputation.</source>
        <translation>두 값이 다른 이유는 스케줄은 실제로 다시 실행하는 순전파만 세지만, Eq. 9는 선택적 재계산에서는 블록마다 어텐션 코어의 순전파 3회를, 전체 재계산에서는 마지막 블록을 포함한 모든 블록의 순전파를 한 번씩 세기 때문입니다.</translation>
    </message>
    <message>
        <location filename="../ui/realisticpanel.ui" line="1007"/>
        <source>Conventions</source>
        <translation>계산 기준</translation>
    </message>
</context>
<context>
    <name>RealisticReadout</name>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="22"/>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 is a size in binary units (7.13 GiB), %2 the exact number of bytes.</extracomment>
        <translation>%1(%2바이트)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="27"/>
        <source>Fits, %1 to spare</source>
        <translation>들어감, 여유 %1</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="28"/>
        <source>Does not fit: %1 over</source>
        <translation>들어가지 않음: %1 초과</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="30"/>
        <source>%1 of %2</source>
        <extracomment>%1 is a size (119.66 GiB), %2 the total per GPU.</extracomment>
        <translation>%2 중 %1</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="37"/>
        <source>The largest part is model state, %1: no recomputation policy can fix that; shard it (ZeRO, FSDP) or add GPUs.</source>
        <extracomment>After &quot;Does not fit: … over&quot;. %1 is &quot;119.66 GiB of 133.45 GiB&quot;.</extracomment>
        <translation>가장 큰 부분은 모델 상태로 %1입니다. 어떤 재계산 정책으로도 줄일 수 없으므로 샤딩하거나(ZeRO, FSDP) GPU를 늘리십시오.</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="42"/>
        <source>The largest part is activations, %1: recomputation can shrink them.</source>
        <translation>가장 큰 부분은 활성화로 %1입니다. 재계산으로 줄일 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="46"/>
        <source>The largest part is the logits and loss, %1: a shorter sequence, a smaller micro-batch or a chunked loss shrinks them; recomputation does not.</source>
        <translation>가장 큰 부분은 로짓과 손실로 %1입니다. 시퀀스나 마이크로배치를 줄이거나 손실을 청크로 나눠 계산하면 줄어들지만, 재계산으로는 줄지 않습니다.</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="64"/>
        <source>Full recomputation at its best spacing brings the total to %1: it fits.</source>
        <extracomment>%1 is a size per GPU (&quot;76.10 GiB&quot;).</extracomment>
        <translation>최적 간격으로 전체 재계산을 하면 합계가 %1이(가) 되어 들어갑니다.</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="67"/>
        <source>Even full recomputation at its best spacing leaves %1 of %2: recomputation alone cannot make it fit.</source>
        <extracomment>%1 and %2 are sizes per GPU: the least total, and the GPU&apos;s memory.</extracomment>
        <translation>최적 간격으로 전체 재계산을 해도 합계가 %2 중 %1입니다. 재계산만으로는 들어가게 할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="75"/>
        <source>paper: Korthikanti et al. 2022, Table 2</source>
        <translation>논문: Korthikanti et al. 2022, Table 2</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="76"/>
        <source>measured: op by op, what PyTorch saves</source>
        <translation>측정: 연산별로 PyTorch가 저장하는 양</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="81"/>
        <source>Paper (Table 2)</source>
        <translation>논문(Table 2)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="81"/>
        <source>Measured (PyTorch)</source>
        <translation>측정(PyTorch)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="89"/>
        <source>beyond 64 bits</source>
        <translation>64비트 범위 초과</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="93"/>
        <source>Activations (paper convention): Korthikanti et al. 2022, Table 2, the GPT block&apos;s formula, used for every preset, Llama included; a Llama block with fused attention saves about 20% more.</source>
        <translation>활성화(논문 기준): Korthikanti et al. 2022, Table 2의 GPT 블록 공식이며, Llama를 포함한 모든 프리셋에 사용합니다. 퓨즈드 어텐션을 쓰는 Llama 블록은 약 20% 더 저장합니다.</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="95"/>
        <source>Activations (measured convention): the block&apos;s ops one by one, byte for byte what PyTorch saves for the reference GPT (nanoGPT/Megatron) and Llama (torchtitan) blocks, measured with PyTorch 1.13; the policies behave as in PyTorch 2.4 or later.</source>
        <translation>활성화(측정 기준): 블록의 연산을 하나씩, 참조용 GPT(nanoGPT/Megatron)와 Llama(torchtitan) 블록에서 PyTorch가 저장하는 양을 바이트 단위까지 PyTorch 1.13으로 측정한 값입니다. 정책은 PyTorch 2.4 이상에서와 같이 동작합니다.</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="99"/>
        <source>GiB = 2^30 bytes. Memory is per GPU; FLOPs are per micro-batch step of the whole model.
Model state: 16 bytes per parameter (mixed-precision Adam: 2 for the 16-bit weights, 2 for their gradients, 12 for the fp32 master weights, momentum and variance), sharded by ZeRO over the GPUs. Other tools count 12 (no master copy), 18 or 20 (fp32 gradients too): for this model on one GPU without sharding that is %1, %2 or %3 instead of %4.
</source>
        <translation>GiB = 2^30바이트. 메모리는 GPU당, FLOPs는 모델 전체의 마이크로배치 스텝당 값입니다.
모델 상태: 파라미터당 16바이트(혼합 정밀도 Adam: 16비트 가중치 2, 그 그래디언트 2, fp32 마스터 가중치·모멘텀·분산 12)이며, ZeRO로 GPU들에 샤딩됩니다. 다른 도구는 12(마스터 사본 없음), 18 또는 20(fp32 그래디언트 포함)으로 계산합니다. 이 모델을 샤딩 없이 GPU 한 개에 올리면 %4 대신 각각 %1, %2, %3입니다.
</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/realisticreadout.cpp" line="108"/>
        <source>Logits and loss: the 16-bit logits, their fp32 copy for the loss and its gradient, alive at the end of the forward pass. ZeRO-3: two blocks&apos; 16-bit weights gathered. The reserve stands for the CUDA context and the allocator. Not counted: other temporary buffers and fragmentation beyond the reserve.</source>
        <translation>로짓과 손실: 16비트 로짓, 손실 계산용 fp32 사본과 그 그래디언트로, 순전파가 끝날 때 함께 메모리에 있습니다. ZeRO-3: 블록 두 개 분량의 16비트 가중치를 모아 둔 것입니다. 예비 메모리는 CUDA 컨텍스트와 할당자 몫입니다. 제외 항목: 그 밖의 임시 버퍼, 예비 메모리를 넘는 단편화.</translation>
    </message>
</context>
<context>
    <name>RecomputePause</name>
    <message>
        <location filename="../ui/recomputepause.cpp" line="73"/>
        <source>Recompute: layer %1 runs forward again. The forward pass dropped this activation to save memory; the backward pass needs it now, so it is rebuilt from the checkpoint before it, and the memory curve climbs while it is held.</source>
        <translation>재계산: 레이어 %1이(가) 다시 순전파됩니다. 순전파는 메모리를 아끼려고 이 활성화 값을 버렸지만, 역전파에 지금 필요하므로 앞의 체크포인트에서 다시 만들어집니다. 보관되는 동안 메모리 곡선이 올라갑니다.</translation>
    </message>
</context>
<context>
    <name>RecomputeSetting</name>
    <message>
        <location filename="../app/core/realistic/recomputesetting.cpp" line="53"/>
        <source>None: every block keeps what its backward needs</source>
        <translation>없음: 각 블록이 역전파에 필요한 것을 모두 보관</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/recomputesetting.cpp" line="55"/>
        <source>Selective: the attention core is recomputed</source>
        <translation>선택적: 어텐션 코어를 재계산</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/recomputesetting.cpp" line="57"/>
        <source>Full: checkpoint every k blocks, rerun the rest</source>
        <translation>전체: 블록 k개마다 체크포인트, 나머지는 재실행</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/recomputesetting.cpp" line="59"/>
        <source>MLP: the MLP is recomputed (Megatron&apos;s recompute_modules)</source>
        <translation>MLP: MLP를 재계산(Megatron의 recompute_modules)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/recomputesetting.cpp" line="61"/>
        <source>Norms: recomputed, their outputs freed (Megatron&apos;s recompute_modules)</source>
        <translation>정규화 레이어: 재계산하고 출력은 해제(Megatron의 recompute_modules)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/recomputesetting.cpp" line="63"/>
        <source>Save the matmuls, recompute the rest (op-level SAC)</source>
        <translation>행렬 곱은 저장하고 나머지는 재계산(연산 단위 SAC)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/recomputesetting.cpp" line="65"/>
        <source>Custom: choose the ops to save in the block table</source>
        <translation>사용자 정의: 블록 표에서 저장할 연산을 선택</translation>
    </message>
</context>
<context>
    <name>ReportCommand</name>
    <message>
        <location filename="../app/commands/reportcommand.cpp" line="97"/>
        <source>Missing --answers: one option number or - per question, e.g. 1,3,-,4.</source>
        <translation>--answers가 없습니다. 문제마다 선택지 번호 또는 -를 하나씩 지정하십시오(예: 1,3,-,4).</translation>
    </message>
    <message>
        <location filename="../app/commands/reportcommand.cpp" line="59"/>
        <source>Answer %1 is &quot;%2&quot;: expected an option number (1, 2, ...) or - for no answer.</source>
        <translation>%1번 답이 &quot;%2&quot;입니다. 선택지 번호(1, 2, ...) 또는 답하지 않은 경우 -를 지정해야 합니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/reportcommand.cpp" line="108"/>
        <source>Cannot read the quiz: %1</source>
        <translation>퀴즈를 읽을 수 없습니다: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/commands/reportcommand.cpp" line="71"/>
        <source>--answers has %1 answers but the quiz &quot;%2&quot; has %3 questions: give one per question.</source>
        <extracomment>The count of answers (%1) picks the plural form.</extracomment>
        <translation>
            <numerusform>--answers에는 답이 %1개 있지만 퀴즈 &quot;%2&quot;에는 문제가 %3개 있습니다. 문제마다 답을 하나씩 지정하십시오.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/commands/reportcommand.cpp" line="29"/>
        <source>Write a score report for answers given on paper, without opening a window.</source>
        <translation>종이에 적은 답으로 창을 열지 않고 점수 보고서를 작성합니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/reportcommand.cpp" line="35"/>
        <source>One answer per question, comma-separated: the option&apos;s number (1-based, in the quiz file&apos;s order) or - for no answer, e.g. 1,3,-,4.</source>
        <translation>문제마다 답 하나씩, 쉼표로 구분: 선택지 번호(1부터 시작, 퀴즈 파일의 순서 기준) 또는 답하지 않은 경우 -, 예: 1,3,-,4.</translation>
    </message>
    <message>
        <location filename="../app/commands/reportcommand.cpp" line="40"/>
        <source>The learner&apos;s name.</source>
        <translation>학습자 이름.</translation>
    </message>
    <message>
        <location filename="../app/commands/reportcommand.cpp" line="41"/>
        <source>The learner&apos;s e-mail address or ID number, for gradebooks.</source>
        <translation>성적부에 쓸 학습자의 이메일 주소 또는 ID 번호.</translation>
    </message>
    <message>
        <location filename="../app/commands/reportcommand.cpp" line="43"/>
        <source>Where to write the report; %1 picks the format.</source>
        <translation>보고서를 저장할 위치. 확장자 %1에 따라 형식이 정해집니다.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/commands/reportcommand.cpp" line="78"/>
        <source>Answer %1 is %2, but question %1 has only %3 options.</source>
        <extracomment>The count of options (%3) picks the plural form.</extracomment>
        <translation>
            <numerusform>%1번 답이 %2번이지만 %1번 문제의 선택지는 %3개뿐입니다.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/commands/reportcommand.cpp" line="91"/>
        <source>Missing -o FILE: where to write the report (%1).</source>
        <translation>-o FILE이 없습니다: 보고서를 저장할 위치(%1)를 지정하십시오.</translation>
    </message>
    <message>
        <location filename="../app/commands/reportcommand.cpp" line="94"/>
        <source>Cannot tell the report format from &quot;%1&quot;: use a name ending in %2.</source>
        <translation>&quot;%1&quot;에서 보고서 형식을 알 수 없습니다. %2 중 하나로 끝나는 이름을 사용하십시오.</translation>
    </message>
    <message>
        <location filename="../app/commands/reportcommand.cpp" line="105"/>
        <source>-o names the quiz file &quot;%1&quot;: choose another file for the report.</source>
        <translation>-o에 지정한 &quot;%1&quot;은(는) 퀴즈 파일입니다. 보고서에는 다른 파일을 지정하십시오.</translation>
    </message>
    <message>
        <location filename="../app/commands/reportcommand.cpp" line="133"/>
        <source>Report written to %1</source>
        <translation>보고서를 저장했습니다: %1</translation>
    </message>
</context>
<context>
    <name>ReportExporter</name>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="92"/>
        <source>Learner name</source>
        <translation>학습자 이름</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="100"/>
        <source>Your name, as it should appear on score reports:</source>
        <translation>점수 보고서에 표시할 이름:</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="104"/>
        <source>Your e-mail address or ID number, if your teacher collects reports (optional):</source>
        <extracomment>The teacher&apos;s gradebook (Moodle) matches reports to students by this.</extracomment>
        <translation>교사가 보고서를 걷는 경우 이메일 주소 또는 ID 번호(선택 사항):</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="108"/>
        <location filename="../ui/export/reportexporter.cpp" line="319"/>
        <source>OK</source>
        <translation>확인</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="109"/>
        <location filename="../ui/export/reportexporter.cpp" line="138"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="130"/>
        <source>Unfinished attempt</source>
        <translation>끝내지 않은 응시</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="131"/>
        <source>Not every question is answered yet. The report shows the questions you have not answered without their answers unless you include the answer key.</source>
        <translation>아직 답하지 않은 문제가 있습니다. 정답과 해설을 포함하지 않으면 보고서에는 답하지 않은 문제가 정답 없이 표시됩니다.</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="134"/>
        <source>Include the answer key</source>
        <translation>정답과 해설 포함</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="137"/>
        <source>Continue</source>
        <translation>계속</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="224"/>
        <source>Save score report</source>
        <translation>점수 보고서 저장</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="243"/>
        <source>Saving the report to %1…</source>
        <translation>보고서를 %1에 저장하는 중…</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="273"/>
        <source>Print score report</source>
        <translation>점수 보고서 인쇄</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="282"/>
        <source>The score report could not be printed.</source>
        <translation>점수 보고서를 인쇄할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="301"/>
        <source>Report saved</source>
        <translation>보고서 저장됨</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="302"/>
        <source>The score report was saved to
%1</source>
        <translation>점수 보고서를 다음 위치에 저장했습니다.
%1</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="305"/>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="306"/>
        <source>Open report</source>
        <translation>보고서 열기</translation>
    </message>
    <message>
        <location filename="../ui/export/reportexporter.cpp" line="317"/>
        <source>Report not saved</source>
        <translation>보고서를 저장하지 못함</translation>
    </message>
</context>
<context>
    <name>ReportFile</name>
    <message>
        <location filename="../app/core/report/reportfile.cpp" line="21"/>
        <source>Could not save the report to %1: %2</source>
        <translation>보고서를 %1에 저장할 수 없습니다: %2</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportfile.cpp" line="26"/>
        <source>unknown file type; use a name ending in %1</source>
        <translation>알 수 없는 파일 형식입니다. %1 중 하나로 끝나는 이름을 사용하십시오</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportfile.cpp" line="36"/>
        <source>cancelled</source>
        <translation>취소됨</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportfile.cpp" line="38"/>
        <source>the report could not be produced (%1)</source>
        <translation>보고서를 생성할 수 없습니다(%1)</translation>
    </message>
</context>
<context>
    <name>ReportFormat</name>
    <message>
        <location filename="../app/core/report/reportformat.cpp" line="19"/>
        <source>PDF document</source>
        <translation>PDF 문서</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportformat.cpp" line="20"/>
        <source>Web page</source>
        <translation>웹 페이지</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportformat.cpp" line="21"/>
        <source>CSV for spreadsheets</source>
        <translation>스프레드시트용 CSV</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportformat.cpp" line="22"/>
        <source>JSON data</source>
        <translation>JSON 데이터</translation>
    </message>
    <message>
        <location filename="../app/core/report/fileformattable.h" line="58"/>
        <source>%1 or %2</source>
        <comment>the end of a list of file name extensions: &quot;.pdf, .html, .csv&quot; or &quot;.json&quot;</comment>
        <translation>%1 또는 %2</translation>
    </message>
</context>
<context>
    <name>ReportLabels</name>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="28"/>
        <source>Score report</source>
        <translation>점수 보고서</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="29"/>
        <source>Learner</source>
        <translation>학습자</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="30"/>
        <source>Not given</source>
        <translation>입력 안 함</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="31"/>
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="32"/>
        <source>Started</source>
        <translation>시작 시각</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="33"/>
        <source>Finished</source>
        <translation>완료 시각</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="34"/>
        <source>Not finished</source>
        <translation>완료되지 않음</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="35"/>
        <source>Duration</source>
        <translation>소요 시간</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="36"/>
        <source>Exported</source>
        <translation>내보낸 시각</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="37"/>
        <source>App version</source>
        <translation>앱 버전</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="38"/>
        <source>E-mail or ID number</source>
        <translation>이메일 또는 ID 번호</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="39"/>
        <source>Mode</source>
        <translation>모드</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="40"/>
        <source>Immediate feedback</source>
        <translation>즉시 피드백</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="44"/>
        <source>Exam, %1-minute time limit</source>
        <extracomment>%1 is a number of minutes.</extracomment>
        <translation>시험, 제한 시간 %1분</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="45"/>
        <source>Exam, no time limit</source>
        <translation>시험, 제한 시간 없음</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="50"/>
        <source>Retry of %1 missed questions (the quiz has %2)</source>
        <extracomment>%1 and %2 are question counts.</extracomment>
        <translation>놓친 %1문제 다시 풀기(퀴즈 전체 %2문제)</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="52"/>
        <source>Answers on paper, entered with the report command</source>
        <translation>종이에 적은 답(report 명령으로 입력)</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="53"/>
        <source>Score on the whole quiz</source>
        <translation>퀴즈 전체 점수</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="54"/>
        <source>Attempt</source>
        <translation>응시</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="56"/>
        <source>Assignment</source>
        <extracomment>The identifier of the teacher&apos;s assignment file the attempt answers.</extracomment>
        <translation>과제</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="57"/>
        <source>Due</source>
        <translation>마감</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="59"/>
        <source>%1 (handed in late)</source>
        <extracomment>%1 is the due date and time.</extracomment>
        <translation>%1 (늦게 제출)</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="61"/>
        <source>Quiz version (SHA-256)</source>
        <extracomment>The SHA-256 digest of the quiz bank&apos;s content: equal for reports of the same version of a quiz.</extracomment>
        <translation>퀴즈 버전(SHA-256)</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="63"/>
        <source>Report digest (SHA-256)</source>
        <extracomment>The SHA-256 digest of this report&apos;s content: shows accidental edits.</extracomment>
        <translation>보고서 다이제스트(SHA-256)</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="64"/>
        <source>Score</source>
        <translation>점수</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="67"/>
        <source>%1 of %2 correct (%3%)</source>
        <translation>%2문제 중 %1문제 정답(%3%)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/report/reportlabels.h" line="72"/>
        <source>Complete attempt: all %1 questions answered</source>
        <extracomment>%1 is the number of questions; the count picks the plural form.</extracomment>
        <translation>
            <numerusform>응시 완료: %1문제 모두 답함</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="76"/>
        <source>Partial attempt: %1 of %2 answered</source>
        <translation>일부 응시: %2문제 중 %1문제 답함</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="78"/>
        <source>Questions</source>
        <translation>문제</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="79"/>
        <source>No.</source>
        <translation>번호</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="80"/>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="81"/>
        <source>Question</source>
        <translation>문제</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="82"/>
        <source>Your answer</source>
        <translation>선택한 답</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="83"/>
        <source>Correct answer</source>
        <translation>정답</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="84"/>
        <source>Not answered</source>
        <translation>답하지 않음</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="85"/>
        <source>Right</source>
        <translation>맞음</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="86"/>
        <source>Wrong</source>
        <translation>틀림</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="87"/>
        <source>Explanations</source>
        <translation>해설</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="88"/>
        <source>Question %1</source>
        <translation>문제 %1</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="89"/>
        <source>Explanation</source>
        <translation>해설</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="90"/>
        <source>Why your answer is not right</source>
        <translation>선택한 답이 틀린 이유</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="91"/>
        <source>Hints used</source>
        <translation>사용한 힌트</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="92"/>
        <source>Reference</source>
        <translation>참고 문헌</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="93"/>
        <source>Simulator at export time</source>
        <translation>내보낼 때의 시뮬레이터 상태</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="94"/>
        <source>Memory chart as shown in the simulator</source>
        <translation>시뮬레이터에 표시된 메모리 차트</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="95"/>
        <source>The chart image could not be read.</source>
        <translation>차트 이미지를 읽을 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="98"/>
        <source>Page %1 of %2</source>
        <translation>%2쪽 중 %1쪽</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="109"/>
        <source>Schedule</source>
        <translation>스케줄</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="110"/>
        <source>Layers N</source>
        <translation>레이어 수 N</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="111"/>
        <source>Backward/forward cost</source>
        <translation>역전파/순전파 비용</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="112"/>
        <source>Peak memory</source>
        <translation>피크 메모리</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="115"/>
        <source>%1 of %2 saved activations</source>
        <translation>저장된 활성화 %2개 중 %1개</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="117"/>
        <source>Held after forward</source>
        <translation>순전파 후 저장된 활성화</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="118"/>
        <source>Layer forwards</source>
        <translation>전체 레이어 순전파</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="119"/>
        <source>Extra layer forwards</source>
        <translation>추가 레이어 순전파</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="120"/>
        <source>Recompute overhead (forward+backward compute)</source>
        <translation>재계산 오버헤드(순전파+역전파 연산)</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportlabels.h" line="123"/>
        <source>+%1%</source>
        <translation>+%1%</translation>
    </message>
</context>
<context>
    <name>ReportPages</name>
    <message>
        <location filename="../app/core/report/reportpages.cpp" line="35"/>
        <source>PDF pages need the file %1, which was not found. Looked for:
%2
Reinstall Checkpoint Quiz; the other report formats work without it.</source>
        <translation>PDF 페이지를 만들려면 %1 파일이 필요하지만 찾을 수 없습니다. 찾아본 위치:
%2
Checkpoint Quiz를 다시 설치하십시오. 다른 보고서 형식은 이 파일 없이도 작동합니다.</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportpages.cpp" line="46"/>
        <source>%1 could not be loaded: %2</source>
        <translation>%1을(를) 불러올 수 없습니다: %2</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportpages.cpp" line="53"/>
        <source>%1 is not Checkpoint Quiz&apos;s report pages module.</source>
        <translation>%1은(는) Checkpoint Quiz의 보고서 페이지 모듈이 아닙니다.</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportpages.cpp" line="59"/>
        <source>%1 belongs to Checkpoint Quiz %2, not %3. Reinstall Checkpoint Quiz.</source>
        <translation>%1은(는) Checkpoint Quiz %3이 아니라 %2의 것입니다. Checkpoint Quiz를 다시 설치하십시오.</translation>
    </message>
    <message>
        <location filename="../app/core/report/reportpages.cpp" line="105"/>
        <source>PDF pages unavailable: %1</source>
        <translation>PDF 페이지를 사용할 수 없음: %1</translation>
    </message>
</context>
<context>
    <name>ReviewCommand</name>
    <message>
        <location filename="../app/commands/reviewcommand.cpp" line="58"/>
        <source>List the questions and practice kinds due for spaced review, as JSON.</source>
        <translation>간격 반복 복습할 때가 된 문제와 연습 유형을 JSON으로 나열합니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/reviewcommand.cpp" line="64"/>
        <source>Print the items due at --now (the default and, for now, the only action).</source>
        <translation>--now 시점에 복습할 항목을 출력합니다(기본 동작이며 현재 유일한 동작).</translation>
    </message>
    <message>
        <location filename="../app/commands/reviewcommand.cpp" line="66"/>
        <source>The moment to list for, ISO 8601 (2026-12-03 means the end of that day, UTC); by default the current time.</source>
        <translation>나열할 시점, ISO 8601 형식(2026-12-03은 그날의 끝, UTC). 기본값은 현재 시각입니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/reviewcommand.cpp" line="74"/>
        <source>Each item is an object with id, concept, state, due (UTC), stability (days), difficulty (1 to 10) and retrievability (the predicted chance of recall at --now), soonest due first. The schedule is FSRS-6 with its default parameters (py-fsrs 6.3.1).</source>
        <translation>각 항목은 id, concept, state, due(UTC), stability(일), difficulty(1~10), retrievability(--now 시점의 예상 기억 확률)를 가진 객체이며, 복습 시점이 이른 것부터 나옵니다. 일정은 기본 매개변수의 FSRS-6(py-fsrs 6.3.1)입니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/reviewcommand.cpp" line="86"/>
        <source>--now %1 is not an ISO 8601 date or time (2026-12-03 or 2026-12-03T09:30:00Z).</source>
        <translation>--now %1은(는) ISO 8601 날짜나 시각이 아닙니다(2026-12-03 또는 2026-12-03T09:30:00Z).</translation>
    </message>
</context>
<context>
    <name>ReviewDueStrip</name>
    <message numerus="yes">
        <location filename="../ui/reviewdue.cpp" line="85"/>
        <source>%Ln question(s) due for review today: each comes back just before you would be likely to forget it.</source>
        <translation>
            <numerusform>오늘 복습할 문제 %Ln개: 각 문제는 잊어버리기 직전에 돌아옵니다.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/reviewdue.cpp" line="88"/>
        <source>Review Now</source>
        <translation>지금 복습</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/reviewdue.cpp" line="89"/>
        <source>Review Due Today (%Ln)</source>
        <translation>
            <numerusform>오늘 복습할 문제(%Ln)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/reviewdue.cpp" line="90"/>
        <source>Nothing Due for Review Today</source>
        <translation>오늘은 복습할 문제가 없습니다</translation>
    </message>
    <message>
        <location filename="../ui/reviewdue.cpp" line="91"/>
        <source>Review Settings…</source>
        <translation>복습 설정…</translation>
    </message>
    <message>
        <location filename="../ui/reviewdue.cpp" line="117"/>
        <source>Review Settings</source>
        <translation>복습 설정</translation>
    </message>
    <message>
        <location filename="../ui/reviewdue.cpp" line="118"/>
        <source>Desired retention: the chance of still knowing an answer when it comes back (%L1–%L2%). Higher means more reviews.</source>
        <translation>목표 기억 유지율: 문제가 다시 돌아왔을 때 여전히 답을 알고 있을 확률(%L1–%L2%). 높을수록 복습이 많아집니다.</translation>
    </message>
</context>
<context>
    <name>SafeFileWriter</name>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="43"/>
        <source>the disk is full (no space left on device)</source>
        <translation>디스크가 가득 찼습니다(장치에 남은 공간 없음)</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="45"/>
        <source>the disk quota is used up</source>
        <translation>디스크 할당량을 모두 사용했습니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="47"/>
        <source>the file would be too large for the file size limit or the file system</source>
        <translation>파일이 파일 크기 제한이나 파일 시스템의 한도를 초과하게 됩니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="50"/>
        <source>permission denied</source>
        <translation>권한이 거부되었습니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="52"/>
        <source>the disk is mounted read-only</source>
        <translation>디스크가 읽기 전용으로 마운트되어 있습니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="54"/>
        <source>the disk reported an input/output error</source>
        <translation>디스크에서 입출력 오류가 발생했습니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="56"/>
        <source>the file name is too long</source>
        <translation>파일 이름이 너무 깁니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="58"/>
        <source>too many levels of symbolic links</source>
        <translation>심볼릭 링크 단계가 너무 많습니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="76"/>
        <source>a folder</source>
        <translation>폴더</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="78"/>
        <source>a named pipe (FIFO)</source>
        <translation>명명된 파이프(FIFO)</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="80"/>
        <source>a character device</source>
        <translation>문자 장치</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="82"/>
        <source>a block device</source>
        <translation>블록 장치</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="84"/>
        <source>a socket</source>
        <translation>소켓</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="85"/>
        <source>a special file</source>
        <translation>특수 파일</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="115"/>
        <source>it is a symbolic link to %1, which is %2, not a regular file</source>
        <translation>심볼릭 링크이며, 링크 대상인 %1은(는) 일반 파일이 아니라 %2입니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="118"/>
        <source>it is a folder</source>
        <translation>폴더입니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="119"/>
        <source>it is %1, not a regular file</source>
        <translation>일반 파일이 아니라 %1입니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="123"/>
        <source>it is the same file as %1, which must not be overwritten</source>
        <translation>덮어쓰면 안 되는 파일(%1)과 같은 파일입니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="129"/>
        <source>%1 is read-only</source>
        <translation>%1은(는) 읽기 전용입니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="130"/>
        <source>the file is read-only</source>
        <translation>파일이 읽기 전용입니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="141"/>
        <source>no file name was given</source>
        <translation>파일 이름이 지정되지 않았습니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="156"/>
        <source>the folder %1 does not exist</source>
        <translation>%1 폴더가 존재하지 않습니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="158"/>
        <source>%1 is not a folder</source>
        <translation>%1은(는) 폴더가 아닙니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="168"/>
        <source>it is inside %1, the folder where the app keeps the learner&apos;s data</source>
        <translation>앱이 학습자 데이터를 보관하는 폴더 %1 안에 있습니다</translation>
    </message>
    <message>
        <location filename="../app/core/io/safefilewriter.cpp" line="174"/>
        <source>no new file can be made in the folder %1: %2</source>
        <translation>%1 폴더에 새 파일을 만들 수 없습니다: %2</translation>
    </message>
</context>
<context>
    <name>ScenePrediction</name>
    <message>
        <location filename="../ui/sceneprediction.cpp" line="56"/>
        <source>Your prediction %1</source>
        <translation>나의 예측 %1</translation>
    </message>
    <message>
        <location filename="../ui/sceneprediction.cpp" line="76"/>
        <source>Your prediction: %1 extra layer forwards. The simulator: %2, the shaded reruns.</source>
        <translation>나의 예측: 추가 레이어 순전파 %1회. 시뮬레이터: %2회(음영으로 표시된 재실행).</translation>
    </message>
</context>
<context>
    <name>ScheduleCatalog</name>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="33"/>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="36"/>
        <source>Uniform spacing k (textbook)</source>
        <translation>균일 간격 k(교과서 방식)</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="35"/>
        <source>a checkpoint every K layers (default: the best k near sqrt(N))</source>
        <translation>레이어 K개마다 체크포인트 하나(기본값: sqrt(N) 근처 최적 k)</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="37"/>
        <source>Spacing k</source>
        <translation>간격 k</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="75"/>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="78"/>
        <source>PyTorch checkpoint_sequential</source>
        <translation>PyTorch checkpoint_sequential</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="42"/>
        <source>Spacing k (log scale)</source>
        <translation>간격 k(로그 스케일)</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="43"/>
        <source>Current k</source>
        <translation>현재 k</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="44"/>
        <source>k = %1</source>
        <translation>k = %1</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="54"/>
        <source>Uniform spacing (after Chen et al. 2016) with k = 1: every activation is a checkpoint, kept from the forward pass, and nothing is recomputed: the same as storing everything.</source>
        <translation>균일 간격(Chen et al. 2016 기반), k = 1: 모든 활성화가 체크포인트로 순전파부터 보관되며 아무것도 재계산하지 않으므로 모두 저장과 같습니다.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="62"/>
        <source>a checkpoint every %Ln layer(s)</source>
        <translation>
            <numerusform>레이어 %Ln개마다 체크포인트 하나</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="63"/>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="102"/>
        <source>%Ln segment(s)</source>
        <translation>
            <numerusform>세그먼트 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="76"/>
        <source>S segments (default: ceil(N/k), about k layers each, k being the best spacing near sqrt(N))</source>
        <translation>세그먼트 S개(기본값: ceil(N/k)개, 세그먼트당 레이어 약 k개. k는 sqrt(N) 근처의 최적 간격)</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="79"/>
        <source>Segments</source>
        <translation>세그먼트 수</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="86"/>
        <source>Segments S (log scale)</source>
        <translation>세그먼트 수 S(로그 스케일)</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="87"/>
        <source>Current S</source>
        <translation>현재 S</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="88"/>
        <source>S = %1</source>
        <translation>S = %1</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="94"/>
        <source>1 segment: checkpoint_sequential runs every layer normally and keeps every activation; nothing is recomputed: the same as storing everything.</source>
        <translation>세그먼트 1개: checkpoint_sequential이 모든 레이어를 일반적으로 실행하고 모든 활성화를 보관하며 아무것도 재계산하지 않으므로 모두 저장과 같습니다.</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="101"/>
        <source>%1 %2; %3 run normally and are kept.</source>
        <extracomment>%1 is &quot;N segments&quot;, %2 &quot;of N layers&quot; (the size N // S), %3 &quot;the last N layers&quot; (the rest).</extracomment>
        <translation>%2 %1. %3는 평소처럼 실행되어 그대로 보관됩니다.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="103"/>
        <source>of %Ln layer(s)</source>
        <translation>
            <numerusform>레이어 %Ln개로 된</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="104"/>
        <source>the last %Ln layer(s)</source>
        <translation>
            <numerusform>마지막 레이어 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="133"/>
        <source>Optimal (Revolve) for a memory budget</source>
        <translation>메모리 예산에 맞춘 최적(Revolve)</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="144"/>
        <source>Checkpoint slots s (log scale)</source>
        <translation>체크포인트 슬롯 s(로그 스케일)</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="145"/>
        <source>Current s</source>
        <translation>현재 s</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="146"/>
        <source>s = %1</source>
        <translation>s = %1</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="153"/>
        <source>Optimal schedule (Revolve, Griewank &amp; Walther 2000): %1 plus the activation being worked on, %2 at the peak, with the fewest recomputed layers any schedule needs for that memory.</source>
        <extracomment>%1 is &quot;N checkpoint slots&quot;, %2 &quot;N activations&quot; (the peak).</extracomment>
        <translation>최적 스케줄(Revolve, Griewank &amp; Walther 2000): %1에 현재 계산 중인 활성화 하나를 더해 피크는 %2이며, 이 메모리에서 가능한 스케줄 중 재계산하는 레이어가 가장 적습니다.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="156"/>
        <source>%Ln checkpoint slot(s)</source>
        <translation>
            <numerusform>체크포인트 슬롯 %Ln개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="157"/>
        <source>%Ln activation(s)</source>
        <translation>
            <numerusform>활성화 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="134"/>
        <source>s checkpoint slots (default: the same peak memory as the best k near sqrt(N))</source>
        <translation>체크포인트 슬롯 s개(기본값: sqrt(N) 근처 최적 k일 때와 같은 피크 메모리)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="50"/>
        <source>Uniform spacing (after Chen et al. 2016): one segment of %Ln layer(s), kept whole: the same as storing everything.</source>
        <translation>
            <numerusform>균일 간격(Chen et al. 2016 기반): 레이어 %Ln개로 된 세그먼트 하나를 통째로 보관하므로 모두 저장과 같습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="58"/>
        <source>Uniform spacing (after Chen et al. 2016, whose Algorithm 1 reruns every segment whole): %1, %2. The last segment keeps its activations in the forward pass; every other segment is recomputed once during backward, all but its last layer.</source>
        <extracomment>%1 is a sentence like &quot;a checkpoint every 10 layers&quot;, %2 one like &quot;10 segments&quot;.</extracomment>
        <translation>균일 간격(Chen et al. 2016 기반. 이 논문의 Algorithm 1은 모든 세그먼트를 통째로 다시 실행함): %1, %2. 마지막 세그먼트는 순전파에서 활성화를 그대로 보관하고, 나머지 각 세그먼트는 역전파 중에 마지막 레이어를 제외한 모든 레이어가 한 번씩 재계산됩니다.</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="107"/>
        <source>use_reentrant=True (not the recommended setting): each checkpointed segment reruns all of its layers during backward, and a segment whose input does not require grad gets no gradients (PyTorch only warns).</source>
        <translation>use_reentrant=True(권장 설정 아님): 체크포인트된 각 세그먼트가 역전파 중에 모든 레이어를 다시 실행하며, 입력이 requires_grad가 아닌 세그먼트는 그래디언트를 받지 못합니다(PyTorch는 경고만 출력합니다).</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="113"/>
        <source>use_reentrant=False (recommended; PyTorch 2.1 or later), with layers that save their output or a mask (ReLU, dropout, a transformer block): the rerun stops only after the segment&apos;s last layer has run again, so all of its layers rerun.</source>
        <translation>use_reentrant=False(권장, PyTorch 2.1 이상), 출력이나 마스크를 저장하는 레이어(ReLU, 드롭아웃, 트랜스포머 블록)의 경우: 세그먼트의 마지막 레이어가 다시 실행된 뒤에야 재실행이 멈추므로 모든 레이어가 다시 실행됩니다.</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="118"/>
        <source>use_reentrant=False (recommended; PyTorch 2.1 or later), with layers that save only their input (nn.Linear): the rerun stops as soon as the last tensor the backward needs is back, one layer short of the segment.</source>
        <translation>use_reentrant=False(권장, PyTorch 2.1 이상), 입력만 저장하는 레이어(nn.Linear)의 경우: 역전파에 필요한 마지막 텐서가 다시 만들어지는 즉시, 즉 세그먼트 끝보다 레이어 하나 앞에서 재실행이 멈춥니다.</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="136"/>
        <source>Optimal (Revolve)</source>
        <translation>최적(Revolve)</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="137"/>
        <source>Checkpoint slots</source>
        <translation>체크포인트 슬롯 수</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="165"/>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="169"/>
        <source>Store all (no checkpointing)</source>
        <translation>모두 저장(체크포인팅 없음)</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="166"/>
        <source>Store every activation</source>
        <translation>모든 활성화 저장</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../app/core/session/session.cpp" line="337"/>
        <source>Your progress is saved again: every answer is on the disk.</source>
        <translation>진행 상황이 다시 저장됩니다. 모든 답이 디스크에 있습니다.</translation>
    </message>
    <message>
        <location filename="../app/core/session/session.cpp" line="364"/>
        <source>Your progress cannot be saved: %1</source>
        <translation>진행 상황을 저장할 수 없습니다: %1</translation>
    </message>
    <message>
        <location filename="../app/core/session/session.cpp" line="404"/>
        <source>Settings cannot be saved to %1, so your language and name will be forgotten when the app closes. Everything else works.</source>
        <translation>설정을 %1에 저장할 수 없으므로 앱을 닫으면 선택한 언어와 이름이 유지되지 않습니다. 그 밖의 기능은 모두 정상적으로 작동합니다.</translation>
    </message>
</context>
<context>
    <name>SimulateCommand</name>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="27"/>
        <source>--%1 must be an integer between 1 and %2 (got &apos;%3&apos;)</source>
        <translation>--%1에는 1에서 %2 사이의 정수를 지정해야 합니다(입력값: &apos;%3&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="30"/>
        <source>--%1 must be an integer between 1 and %2 (got %3)</source>
        <translation>--%1에는 1에서 %2 사이의 정수를 지정해야 합니다(입력값: %3)</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="45"/>
        <source>--backward-ratio must be a finite number above 0 (got &apos;%1&apos;)</source>
        <translation>--backward-ratio에는 0보다 큰 유한한 수를 지정해야 합니다(입력값: &apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="89"/>
        <source>--config and --model exclude each other</source>
        <translation>--config와 --model은 함께 쓸 수 없습니다</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="97"/>
        <source>Custom</source>
        <translation>사용자 정의</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="100"/>
        <source>--model custom needs --%1</source>
        <translation>--model custom에는 --%1 옵션이 필요합니다</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="105"/>
        <source>--model must be one of %1 or custom (got &apos;%2&apos;)</source>
        <translation>--model에는 %1 중 하나 또는 custom을 지정해야 합니다(입력값: &apos;%2&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="128"/>
        <source>--block must be gpt (gelu) or llama (swiglu) (got &apos;%1&apos;)</source>
        <translation>--block에는 gpt(gelu) 또는 llama(swiglu)를 지정해야 합니다(입력값: &apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="163"/>
        <source>--precision must be 16 or 32 (got &apos;%1&apos;)</source>
        <translation>--precision에는 16 또는 32를 지정해야 합니다(입력값: &apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="169"/>
        <source>--zero must be 0, 1, 2 or 3 (got &apos;%1&apos;)</source>
        <translation>--zero에는 0, 1, 2, 3 중 하나를 지정해야 합니다(입력값: &apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="178"/>
        <source>--attention must be eager or fused (got &apos;%1&apos;)</source>
        <translation>--attention에는 eager 또는 fused를 지정해야 합니다(입력값: &apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="180"/>
        <source>--fused-attention contradicts --attention eager</source>
        <translation>--fused-attention은 --attention eager와 함께 쓸 수 없습니다</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="186"/>
        <source>--convention must be measured or paper (got &apos;%1&apos;)</source>
        <translation>--convention에는 measured 또는 paper를 지정해야 합니다(입력값: &apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="192"/>
        <source>--dropout must be a probability at least 0 and below 1 (got &apos;%1&apos;)</source>
        <translation>--dropout에는 0 이상 1 미만의 확률을 지정해야 합니다(입력값: &apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="197"/>
        <source>--reserve must be between 0 and the GPU&apos;s %1 GiB (got &apos;%2&apos;)</source>
        <translation>--reserve에는 0에서 GPU 메모리 %1 GiB 사이의 값을 지정해야 합니다(입력값: &apos;%2&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="203"/>
        <source>--sequence-parallel needs --tensor-parallel above 1</source>
        <translation>--sequence-parallel을 쓰려면 --tensor-parallel이 1보다 커야 합니다</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="211"/>
        <source>--recompute is required with --model: %1</source>
        <translation>--model을 쓸 때는 --recompute가 필수입니다: %1</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="214"/>
        <source>--recompute must be one of %1 (got &apos;%2&apos;)</source>
        <translation>--recompute에는 %1 중 하나를 지정해야 합니다(입력값: &apos;%2&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="219"/>
        <source>--save applies only to --recompute custom</source>
        <translation>--save 옵션은 --recompute custom에만 적용됩니다</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="224"/>
        <source>--spacing applies only to --recompute full</source>
        <translation>--spacing 옵션은 --recompute full에만 적용됩니다</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="329"/>
        <source>--list-models takes no other options (got --%1)</source>
        <translation>--list-models는 다른 옵션과 함께 쓸 수 없습니다(입력값: --%1)</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="337"/>
        <source>--%1 does not apply with --model</source>
        <translation>--%1 옵션은 --model과 함께 쓸 수 없습니다</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticsimulation.cpp" line="347"/>
        <source>--measure-script does not apply with --plan: apply a plan row first</source>
        <translation>--measure-script는 --plan과 함께 쓸 수 없습니다: 먼저 계획의 행 하나를 적용하십시오</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="27"/>
        <source>Realistic mode: a Hugging Face config.json instead of --model (%1).</source>
        <translation>현실적 추정 모드: --model 대신 사용할 Hugging Face config.json(%1).</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="38"/>
        <source>With --model: gpt (GELU MLP, the default for custom; also: gelu) or llama (SwiGLU MLP, RMSNorm, no dropout; also: swiglu); a custom llama model has untied embeddings and rotary positions.</source>
        <translation>--model 사용 시: gpt(GELU MLP, custom 기본값, 별칭: gelu) 또는 llama(SwiGLU MLP, RMSNorm, 드롭아웃 없음, 별칭: swiglu). custom llama 모델은 입력·출력 임베딩을 공유하지 않고 회전 위치 임베딩을 사용합니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="52"/>
        <source>With --model: the same as --attention fused.</source>
        <translation>--model 사용 시: --attention fused와 같습니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="54"/>
        <source>With --model: eager (the s × s scores and softmax are kept; default) or fused (FlashAttention: q, k, v, the output and the log-sum-exp only).</source>
        <translation>--model 사용 시: eager(s × s 점수와 소프트맥스를 보관, 기본값) 또는 fused(FlashAttention: q, k, v, 출력, log-sum-exp만 보관).</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="58"/>
        <source>With --model, a GPT block and the measured convention: the dropout probability (default: 0.1; 0 stores no masks).</source>
        <translation>--model, GPT 블록, measured 기준을 쓸 때: 드롭아웃 확률(기본값: 0.1, 0이면 마스크를 저장하지 않음).</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="62"/>
        <source>With --model: measured (the op-level block model, byte for byte what PyTorch saves; default) or paper (Korthikanti et al. 2022, Table 2).</source>
        <translation>--model 사용 시: measured(연산 단위 블록 모델, PyTorch가 저장하는 양을 바이트 단위까지 반영, 기본값) 또는 paper(Korthikanti et al. 2022, Table 2).</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="66"/>
        <source>With --model: GiB set aside for the CUDA context and the allocator (default: 1).</source>
        <translation>--model 사용 시: CUDA 컨텍스트와 할당자용으로 떼어 두는 GiB(기본값: 1).</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="70"/>
        <source>With --model: the data-parallel GPUs G (default: 1); with --plan, all the GPUs to plan for.</source>
        <translation>--model 사용 시: 데이터 병렬 GPU 수 G(기본값: 1). --plan 사용 시: 계획 대상 전체 GPU 수.</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="75"/>
        <source>With --model: the pipeline stages p, 1F1B (default: 1; p divides the layers).</source>
        <translation>--model 사용 시: 파이프라인 스테이지 수 p, 1F1B(기본값: 1, 레이어 수는 p로 나누어떨어져야 함).</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="77"/>
        <source>With --model: sequences per optimizer step over all replicas (default: one micro-batch per pipeline stage).</source>
        <translation>--model 사용 시: 모든 복제본을 합친 옵티마이저 스텝당 시퀀스 수(기본값: 파이프라인 스테이지당 마이크로배치 하나).</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="81"/>
        <source>With --model: the optimizer state lives in host memory (ZeRO-Offload).</source>
        <translation>--model 사용 시: 옵티마이저 상태를 호스트 메모리에 둡니다(ZeRO-Offload).</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="88"/>
        <source>With --model (required): %1; with full, --spacing K checkpoints every K layers (default 1); with custom, --save names the ops whose outputs are saved.</source>
        <translation>--model 사용 시(필수): %1. full일 때 --spacing K를 지정하면 레이어 K개마다 체크포인트를 둡니다(기본값: 1). custom일 때 --save로 출력을 저장할 연산을 지정합니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="93"/>
        <source>With --recompute custom: the ops to save, comma-separated (their names are in the JSON&apos;s saved_tensors).</source>
        <translation>--recompute custom 사용 시: 저장할 연산, 쉼표로 구분(이름은 JSON의 saved_tensors에 있음).</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="97"/>
        <source>With --model: also write the setup&apos;s measurement script (Python, PyTorch only) to FILE; run it to measure one training step (docs/measurement-format.md).</source>
        <translation>--model과 함께: 설정의 측정 스크립트(Python, PyTorch만 필요)도 FILE에 씁니다. 실행하면 학습 스텝 하나를 측정합니다(docs/measurement-format.md).</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="94"/>
        <source>Print one schedule&apos;s memory and recompute figures as JSON.</source>
        <translation>스케줄 하나의 메모리 및 재계산 수치를 JSON으로 출력합니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="101"/>
        <source>The number of layers N, from 1 to %1 (required without --model; with --model it replaces the model&apos;s layer count).</source>
        <translation>레이어 수 N, 1에서 %1까지(--model 없이 쓸 때는 필수, --model과 함께 쓰면 모델의 레이어 수를 대신함).</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="105"/>
        <source>The schedule: %1 (default: %2).</source>
        <translation>스케줄: %1(기본값: %2).</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="110"/>
        <source>For --schedule %1: %2.</source>
        <translation>--schedule %1 사용 시: %2.</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="125"/>
        <source>How many forward passes one backward pass costs (default: %1).</source>
        <translation>역전파 한 번의 비용이 순전파 몇 번에 해당하는지(기본값: %1).</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="22"/>
        <source>Realistic mode: a transformer model, one of --list-models or custom (which needs --layers, --hidden, --heads, --vocab and --seq-len).</source>
        <translation>현실적 추정 모드: 트랜스포머 모델. --list-models 목록 중 하나 또는 custom(--layers, --hidden, --heads, --vocab, --seq-len 필요).</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="30"/>
        <source>List the model presets with their parameter counts.</source>
        <translation>모델 프리셋과 각각의 파라미터 수를 나열합니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="31"/>
        <source>With --model: the hidden size h.</source>
        <translation>--model 사용 시: 은닉 크기 h.</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="32"/>
        <source>With --model: the attention heads a.</source>
        <translation>--model 사용 시: 어텐션 헤드 수 a.</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="34"/>
        <source>With --model: the key/value heads (default for custom: the heads).</source>
        <translation>--model 사용 시: 키/값 헤드 수(custom 기본값: 어텐션 헤드 수와 같음).</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="36"/>
        <source>With --model: the MLP width f (default for custom: 4h).</source>
        <translation>--model 사용 시: MLP 너비 f(custom 기본값: 4h).</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="42"/>
        <source>With --model: the vocabulary size V.</source>
        <translation>--model 사용 시: 어휘 크기 V.</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="44"/>
        <source>With --model: the sequence length s (default: the model&apos;s).</source>
        <translation>--model 사용 시: 시퀀스 길이 s(기본값: 모델의 시퀀스 길이).</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="45"/>
        <source>With --model: the micro-batch b (default: 1).</source>
        <translation>--model 사용 시: 마이크로배치 크기 b(기본값: 1).</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="47"/>
        <source>With --model: activation bits, 16 or 32 (default: 16).</source>
        <translation>--model 사용 시: 활성화 비트 수, 16 또는 32(기본값: 16).</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="49"/>
        <source>With --model: the tensor-parallel size t (default: 1).</source>
        <translation>--model 사용 시: 텐서 병렬 크기 t(기본값: 1).</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="51"/>
        <source>With --model and --tensor-parallel: sequence parallelism too.</source>
        <translation>--model과 --tensor-parallel 사용 시: 시퀀스 병렬화도 적용합니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="83"/>
        <source>With --model: the ZeRO stage, 0 to 3 (3 = FSDP; default: 0).</source>
        <translation>--model 사용 시: ZeRO 단계, 0에서 3까지(3 = FSDP, 기본값: 0).</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticoptions.cpp" line="85"/>
        <source>With --model: one GPU&apos;s memory in GiB (default: 80).</source>
        <translation>--model 사용 시: GPU 한 개의 메모리, GiB 단위(기본값: 80).</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="115"/>
        <source>For --schedule pytorch: true or false, as PyTorch&apos;s use_reentrant argument (default here: false, the recommended mode, as in PyTorch 2.1 or later; PyTorch itself still uses true, with a warning, when the argument is omitted).</source>
        <translation>--schedule pytorch 사용 시: PyTorch의 use_reentrant 인수처럼 true 또는 false(여기서의 기본값: false, 권장 모드이며 PyTorch 2.1 이상의 동작을 따름. 인수를 생략하면 PyTorch 자체는 여전히 경고와 함께 true를 사용함).</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="120"/>
        <source>For --schedule pytorch with --use-reentrant false: input (each layer saves only its input, as nn.Linear does; the default: the rerun stops one layer short of each segment) or output (ReLU, dropout, a transformer block: all of each segment reruns).</source>
        <translation>--schedule pytorch와 --use-reentrant false 사용 시: input(nn.Linear처럼 각 레이어가 입력만 저장함. 기본값이며, 재실행이 각 세그먼트 끝보다 레이어 하나 앞에서 멈춤) 또는 output(ReLU, 드롭아웃, 트랜스포머 블록: 각 세그먼트 전체가 다시 실행됨).</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="137"/>
        <source>Schedules:</source>
        <translation>스케줄 목록:</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="141"/>
        <source>Models (--model): %1, custom.</source>
        <translation>모델(--model): %1, custom.</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="151"/>
        <source>--%1 applies only with --model</source>
        <translation>--%1 옵션은 --model과 함께 쓸 때만 적용됩니다</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="154"/>
        <source>--layers is required: an integer between 1 and %1</source>
        <translation>--layers는 필수입니다: 1에서 %1 사이의 정수를 지정하십시오</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="165"/>
        <source>--schedule must be one of %1 (got &apos;%2&apos;)</source>
        <translation>--schedule에는 %1 중 하나를 지정해야 합니다(입력값: &apos;%2&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="169"/>
        <source>--%1 applies only to --schedule %2</source>
        <translation>--%1 옵션은 --schedule %2에만 적용됩니다</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="176"/>
        <source>--use-reentrant applies only to --schedule pytorch</source>
        <translation>--use-reentrant 옵션은 --schedule pytorch에만 적용됩니다</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="179"/>
        <source>--use-reentrant must be true or false (got &apos;%1&apos;)</source>
        <translation>--use-reentrant에는 true 또는 false를 지정해야 합니다(입력값: &apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="188"/>
        <source>--layer-saves applies only to --schedule pytorch with --use-reentrant false</source>
        <translation>--layer-saves 옵션은 --use-reentrant false와 함께 쓰는 --schedule pytorch에만 적용됩니다</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="190"/>
        <source>--layer-saves must be input or output (got &apos;%1&apos;)</source>
        <translation>--layer-saves에는 input 또는 output을 지정해야 합니다(입력값: &apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/simulatecommand.cpp" line="206"/>
        <location filename="../app/commands/realisticsimulation.cpp" line="226"/>
        <source>%1 (the number of layers)</source>
        <translation>%1(레이어 수)</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticplan.cpp" line="82"/>
        <source>--%1 must be a number above %2 and at most %3 (got &apos;%4&apos;)</source>
        <translation>--%1에는 %2보다 크고 %3 이하인 수를 지정해야 합니다(입력값: &apos;%4&apos;)</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticplan.cpp" line="113"/>
        <source>--tensor-parallel × --pipeline-parallel (%1 × %2) must divide --gpus (%3) with --plan</source>
        <translation>--plan을 쓸 때는 --gpus(%3)가 --tensor-parallel × --pipeline-parallel(%1 × %2)로 나누어떨어져야 합니다</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticplan.cpp" line="181"/>
        <source>With --model or --config: search tensor, sequence and pipeline parallelism, ZeRO, the micro-batch, offload and recomputation on --gpus GPUs of --gpu-memory GiB for --global-batch sequences of --seq-len tokens; print the setups that fit, cheapest first, and why the given setup does or does not.</source>
        <translation>--model 또는 --config 사용 시: 메모리가 --gpu-memory GiB인 GPU --gpus개에서 --seq-len 토큰짜리 시퀀스 --global-batch개에 대해 텐서·시퀀스·파이프라인 병렬화, ZeRO, 마이크로배치, 오프로드, 재계산을 탐색합니다. 들어가는 설정을 비용이 낮은 것부터 출력하고, 지정한 설정이 들어가는지와 그 이유도 출력합니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticplan.cpp" line="186"/>
        <source>With --plan: one GPU&apos;s dense 16-bit peak in TFLOP/s (default: 989, an H100 SXM).</source>
        <translation>--plan 사용 시: GPU 한 개의 dense 16비트 피크 성능, TFLOP/s 단위(기본값: 989, H100 SXM).</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticplan.cpp" line="189"/>
        <source>With --plan: the share of the peak a step sustains (default: 0.4).</source>
        <translation>--plan 사용 시: 스텝 동안 유지되는 피크 성능 대비 비율(기본값: 0.4).</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticplan.cpp" line="191"/>
        <source>With --plan: the GPU–host bandwidth in GB/s per direction (default: 32, PCIe Gen4 ×16).</source>
        <translation>--plan 사용 시: GPU–호스트 간 방향당 대역폭, GB/s 단위(기본값: 32, PCIe Gen4 ×16).</translation>
    </message>
    <message>
        <location filename="../app/commands/realisticplan.cpp" line="194"/>
        <source>With --plan: how many setups to print (default: 20).</source>
        <translation>--plan 사용 시: 출력할 설정 수(기본값: 20).</translation>
    </message>
</context>
<context>
    <name>SimulatorGuide</name>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="40"/>
        <source>Layers N: how deep the chain is. Each layer&apos;s output, its activation, is needed again when the backward pass reaches that layer.</source>
        <translation>레이어 수 N: 체인의 깊이입니다. 각 레이어의 출력, 곧 활성화 값은 역전파가 그 레이어에 도달할 때 다시 필요합니다.</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="44"/>
        <source>The schedule&apos;s setting: the spacing k between checkpoints (or the memory slots, for Revolve). Near sqrt(N) picks the textbook spacing.</source>
        <translation>스케줄의 설정: 체크포인트 사이의 간격 k(Revolve에서는 메모리 슬롯 수). ‘sqrt(N) 근처’ 버튼은 교과서 방식의 간격을 고릅니다.</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="48"/>
        <source>Schedule: which activations the forward pass keeps, and which the backward pass recomputes from the nearest checkpoint.</source>
        <translation>스케줄: 순전파가 어떤 활성화 값을 보관하고, 역전파가 어떤 것을 가장 가까운 체크포인트에서 재계산하는지 정합니다.</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="52"/>
        <source>How many forwards one layer&apos;s backward costs: it sets how much the recompute weighs against the whole step.</source>
        <translation>레이어 하나의 역전파가 순전파 몇 번 분량의 비용인지: 스텝 전체에서 재계산이 차지하는 비중을 정합니다.</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="56"/>
        <source>The result: the peak number of activations held at once, and the extra layer forwards the recompute costs.</source>
        <translation>결과: 한 번에 보관되는 활성화 값의 피크 개수와, 재계산에 드는 추가 레이어 순전파 횟수입니다.</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="60"/>
        <source>Activations held during one training step: the line rises while the forward pass keeps them and falls as the backward pass frees them.</source>
        <translation>학습 한 스텝 동안 보관되는 활성화 값: 순전파가 보관하는 동안 선이 올라가고, 역전파가 해제하면서 내려갑니다.</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="62"/>
        <source>Up: how many activations are held.</source>
        <translation>세로: 보관 중인 활성화 값의 개수.</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="65"/>
        <source>Across: time, counted in layer forwards; recompute makes the step longer.</source>
        <translation>가로: 레이어 순전파 횟수로 센 시간. 재계산은 스텝을 길게 만듭니다.</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="69"/>
        <source>Grey dashed: store every activation. Orange: recompute. Blue: this schedule. Red: its peak.</source>
        <translation>회색 점선: 모든 활성화 값 보관. 주황: 재계산. 파랑: 이 스케줄. 빨강: 그 피크.</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="73"/>
        <source>Play the step event by event, at the speed chosen on the right, or drag to any moment.</source>
        <translation>오른쪽에서 고른 속도로 스텝을 이벤트 단위로 재생하거나, 끌어서 원하는 순간으로 가십시오.</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="77"/>
        <source>One cell per layer, at the moment shown; the triangle marks the layer running now.</source>
        <translation>보이는 순간의 레이어마다 한 칸. 삼각형은 지금 실행 중인 레이어를 가리킵니다.</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="81"/>
        <source>What each colour of the strip means, and how many layers are in that state now.</source>
        <translation>스트립의 각 색이 뜻하는 상태와, 지금 그 상태인 레이어의 수.</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="85"/>
        <source>The event at this moment: which layer runs, the memory held, the time.</source>
        <translation>이 순간의 이벤트: 실행 중인 레이어, 보관 중인 메모리, 시간.</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="89"/>
        <source>Below: every spacing&apos;s memory against its recompute (the trade-off), and where the memory of a step goes.</source>
        <translation>아래: 간격마다의 메모리와 재계산의 관계(트레이드오프), 그리고 한 스텝의 메모리가 어디에 쓰이는지.</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="227"/>
        <location filename="../ui/simulatorguide.cpp" line="230"/>
        <location filename="../ui/simulatorguide.cpp" line="298"/>
        <source>How to read the simulator</source>
        <translation>시뮬레이터 읽는 법</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="234"/>
        <source>%1 (scroll the simulator to see it)</source>
        <translation>%1 (보려면 시뮬레이터를 스크롤하십시오)</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="248"/>
        <source>Esc or a click closes this guide.</source>
        <translation>Esc 키나 클릭으로 이 안내를 닫습니다.</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="296"/>
        <source>How to &amp;Read the Simulator</source>
        <translation>시뮬레이터 읽는 법(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/simulatorguide.cpp" line="297"/>
        <source>Numbers and explains every part of the simulator&apos;s charts and controls.</source>
        <translation>시뮬레이터의 차트와 조작 요소마다 번호를 붙이고 무엇인지 알려 줍니다.</translation>
    </message>
</context>
<context>
    <name>SimulatorPanel</name>
    <message>
        <location filename="../ui/simulatorpanel.ui" line="30"/>
        <source>Memory simulator: a chain of N layers</source>
        <translation>메모리 시뮬레이터: 레이어 N개의 체인</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.ui" line="45"/>
        <source>Layers N</source>
        <translation>레이어 수 N</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.ui" line="81"/>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="38"/>
        <source>Spacing k</source>
        <translation>간격 k</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.ui" line="114"/>
        <source>Near sqrt(N)</source>
        <translation>sqrt(N) 근처</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.ui" line="150"/>
        <source>Layers save their output</source>
        <translation>레이어가 출력을 저장함</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.ui" line="153"/>
        <source>With use_reentrant=False: tick for layers whose last saved tensor is their output or a mask (ReLU, dropout, a transformer block); their rerun cannot stop early, so every layer of a checkpointed segment runs again. Unticked: layers that save only their input (nn.Linear), one layer short of the segment.</source>
        <translation>use_reentrant=False일 때: 마지막으로 저장하는 텐서가 출력이나 마스크인 레이어(ReLU, 드롭아웃, 트랜스포머 블록)라면 체크하십시오. 이런 레이어는 재계산을 일찍 멈출 수 없으므로 체크포인트된 세그먼트의 모든 레이어가 다시 실행됩니다. 체크하지 않으면 입력만 저장하는 레이어(nn.Linear)로 보고, 재계산이 세그먼트의 마지막 레이어 전에 멈춥니다.</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.ui" line="252"/>
        <source>Trade-off</source>
        <translation>트레이드오프</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.ui" line="257"/>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="138"/>
        <source>Memory budget</source>
        <translation>메모리 예산</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.ui" line="121"/>
        <source>Schedule</source>
        <translation>스케줄</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.ui" line="162"/>
        <source>Backward/forward cost</source>
        <translation>역전파/순전파 비용</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.ui" line="172"/>
        <source>How many forward passes one backward pass costs (2 is typical)</source>
        <translation>역전파 1회의 비용이 순전파 몇 회에 해당하는지(보통 2)</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.ui" line="55"/>
        <source>Number of layers in the chain (logarithmic)</source>
        <translation>체인의 레이어 수(로그 스케일)</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="80"/>
        <source>Segments S</source>
        <translation>세그먼트 수 S</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="81"/>
        <source>checkpoint_sequential&apos;s segments: S − 1 are checkpointed, each of N // S layers, and the rest run normally</source>
        <translation>checkpoint_sequential의 세그먼트: S − 1개를 체크포인트하며 각각 레이어 N // S개, 나머지는 평소처럼 실행됩니다</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="84"/>
        <source>Make the segments about as long as the best spacing near sqrt(N)</source>
        <translation>세그먼트 길이를 sqrt(N) 근처의 최적 간격과 비슷하게 맞춥니다</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="139"/>
        <source>Saved activations the schedule may hold at once: the checkpoint slots plus the activation being worked on</source>
        <translation>스케줄이 한 번에 보관할 수 있는 저장된 활성화: 체크포인트 슬롯과 현재 계산 중인 활성화 하나</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="142"/>
        <source>The memory of the best spacing near sqrt(N)</source>
        <translation>sqrt(N) 근처 최적 간격일 때의 메모리</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="39"/>
        <source>Layers between checkpoints</source>
        <translation>체크포인트 사이의 레이어 수</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="41"/>
        <source>The spacing near sqrt(N) with the lowest peak memory</source>
        <translation>sqrt(N) 근처에서 피크 메모리가 가장 낮은 간격</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.cpp" line="232"/>
        <source>PyTorch&apos;s use_reentrant argument. False is the recommended mode: from PyTorch 2.1 the rerun stops as soon as the last tensor the backward needs is back, one layer short of the segment for layers that save only their input (nn.Linear). True reruns whole segments, and a checkpointed segment whose input does not require grad gets no gradients (PyTorch only warns).</source>
        <translation>PyTorch의 use_reentrant 인자입니다. False가 권장 모드입니다. PyTorch 2.1부터는 역전파에 필요한 마지막 텐서가 복원되는 즉시 재계산이 멈추며, 입력만 저장하는 레이어(nn.Linear)에서는 세그먼트의 마지막 레이어 하나를 덜 실행합니다. True는 세그먼트 전체를 다시 실행하며, 입력에 그래디언트가 필요 없는 체크포인트 세그먼트는 그래디언트를 받지 못합니다(PyTorch는 경고만 출력합니다).</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.cpp" line="301"/>
        <source>Click or drag on the chart to choose the schedule&apos;s parameter.</source>
        <translation>차트를 클릭하거나 드래그하여 스케줄 파라미터를 선택하십시오.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/simulatorpanel.cpp" line="318"/>
        <source>Peak %1 of %2 saved activation(s) (%3%)</source>
        <extracomment>%1 is the peak, %2 what storing everything holds, %3 the share in percent.</extracomment>
        <translation>
            <numerusform>피크: 저장된 활성화 %1개(모두 저장 시 %2개의 %3%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/simulatorpanel.cpp" line="323"/>
        <source>%1 extra layer forward(s) (+%2% forward+backward compute)</source>
        <extracomment>%1 is the number of layer forwards run again during backward, %2 what they add in percent.</extracomment>
        <translation>
            <numerusform>추가 레이어 순전파 %1회(순전파+역전파 연산 +%2%)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.cpp" line="350"/>
        <source>Trade-off and memory budget charts</source>
        <translation>트레이드오프 및 메모리 예산 차트</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.cpp" line="351"/>
        <source>Activation memory during one training step</source>
        <translation>한 학습 스텝 동안의 활성화 메모리</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.cpp" line="352"/>
        <source>Trade-off: peak memory and extra forwards</source>
        <translation>트레이드오프: 피크 메모리와 추가 순전파</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.cpp" line="373"/>
        <source>Memory budget of every schedule</source>
        <translation>스케줄별 메모리 예산</translation>
    </message>
    <message>
        <location filename="../ui/simulatorpanel.cpp" line="353"/>
        <source>Saved activations are the tensors kept for the backward pass, checkpoints included. Gradients and the tensor being computed (about 2–3 activations) are not counted, nor are weights and optimizer state.</source>
        <translation>저장된 활성화는 역전파를 위해 보관하는 텐서이며 체크포인트도 포함합니다. 그래디언트와 계산 중인 텐서(활성화 약 2~3개 분량)는 세지 않으며, 가중치와 옵티마이저 상태도 세지 않습니다.</translation>
    </message>
</context>
<context>
    <name>SimulatorScene</name>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="39"/>
        <source>unknown value &quot;%1&quot;; expected one of %2</source>
        <translation>알 수 없는 값 &quot;%1&quot;입니다. %2 중 하나여야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="98"/>
        <source>unknown field &quot;%1&quot;; a real-model scene may set %2</source>
        <translation>알 수 없는 필드 &quot;%1&quot;입니다. 실제 모델 장면에서 설정할 수 있는 항목: %2</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="107"/>
        <source>&quot;%1&quot;: expected true or false</source>
        <translation>&quot;%1&quot;: true 또는 false여야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="111"/>
        <source>&quot;%1&quot;: expected a whole number of at least %L2</source>
        <translation>&quot;%1&quot;: %L2 이상의 정수여야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="119"/>
        <source>&quot;precision_bits&quot;: expected %L1 or %L2</source>
        <translation>&quot;precision_bits&quot;: %L1 또는 %L2여야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="127"/>
        <source>&quot;zero_stage&quot;: expected %L1, %L2, %L3 or %L4 (%L4 is FSDP&apos;s full sharding)</source>
        <translation>&quot;zero_stage&quot;: %L1, %L2, %L3, %L4 중 하나여야 합니다(%L4 = FSDP의 완전 샤딩)</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="137"/>
        <source>&quot;convention&quot;: expected measured or paper</source>
        <translation>&quot;convention&quot;: measured 또는 paper여야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="142"/>
        <source>&quot;recompute&quot;: expected one of %1</source>
        <translation>&quot;recompute&quot;: %1 중 하나여야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="147"/>
        <source>&quot;recompute_spacing&quot;: expected a whole number of at least %L1</source>
        <translation>&quot;recompute_spacing&quot;: %L1 이상의 정수여야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="156"/>
        <source>&quot;recompute_spacing&quot;: %L1 is more than the model&apos;s %L2 blocks</source>
        <translation>&quot;recompute_spacing&quot;: 모델의 블록 수(%L2)보다 큰 %L1입니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="177"/>
        <source>unknown model &quot;%1&quot;; expected one of %2</source>
        <translation>알 수 없는 모델 &quot;%1&quot;입니다. %2 중 하나여야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="203"/>
        <source>unknown field; a unit-chain scene may set %1</source>
        <translation>알 수 없는 필드입니다. 단위 체인 장면에서 설정할 수 있는 항목: %1</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="209"/>
        <source>%L1 layers; the simulator takes at most %L2</source>
        <translation>레이어가 %L1개입니다. 시뮬레이터는 최대 %L2개까지 받습니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="216"/>
        <source>unknown schedule &quot;%1&quot;; expected one of %2</source>
        <translation>알 수 없는 스케줄 &quot;%1&quot;입니다. %2 중 하나여야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="222"/>
        <source>the %1 schedule takes no %2</source>
        <translation>%1 스케줄에는 %2 항목을 지정할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="230"/>
        <source>expected true or false, for the pytorch schedule only</source>
        <translation>true 또는 false여야 하며, pytorch 스케줄에만 쓸 수 있습니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/simulatorscene.cpp" line="236"/>
        <source>expected a number</source>
        <translation>숫자여야 합니다</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <location filename="../app/desktop/singleinstance.cpp" line="120"/>
        <source>%1 cannot be created, so starting the app again opens a second window.</source>
        <translation>%1을(를) 만들 수 없으므로 앱을 다시 실행하면 두 번째 창이 열립니다.</translation>
    </message>
    <message>
        <location filename="../app/desktop/singleinstance.cpp" line="131"/>
        <source>The lock file %1 cannot be read and cannot be replaced, so this window opens on its own.</source>
        <translation>잠금 파일 %1을(를) 읽을 수도 바꿀 수도 없으므로 이 창을 따로 엽니다.</translation>
    </message>
    <message>
        <location filename="../app/desktop/singleinstance.cpp" line="135"/>
        <source>Checkpoint Quiz is running already (process %1) but does not answer, so this window opens on its own.</source>
        <translation>Checkpoint Quiz가 이미 실행 중이지만(프로세스 %1) 응답하지 않으므로 이 창을 따로 엽니다.</translation>
    </message>
    <message>
        <location filename="../app/desktop/singleinstance.cpp" line="174"/>
        <source>Quizzes opened by starting Checkpoint Quiz again cannot be passed to this window: %1</source>
        <translation>Checkpoint Quiz를 다시 실행해 연 퀴즈는 이 창으로 넘길 수 없습니다: %1</translation>
    </message>
    <message>
        <location filename="../app/desktop/singleinstance.cpp" line="178"/>
        <source>the path %1 is too long for a socket</source>
        <translation>경로 %1이(가) 소켓에 쓰기에는 너무 깁니다</translation>
    </message>
</context>
<context>
    <name>TaskBox</name>
    <message>
        <location filename="../ui/taskbox.cpp" line="63"/>
        <source>No simulator.</source>
        <translation>시뮬레이터가 없습니다.</translation>
    </message>
    <message>
        <location filename="../ui/taskbox.cpp" line="66"/>
        <source>Not yet: %1</source>
        <translation>아직입니다: %1</translation>
    </message>
    <message>
        <location filename="../ui/taskbox.cpp" line="80"/>
        <source>Check the Simulator</source>
        <translation>시뮬레이터 확인</translation>
    </message>
    <message>
        <location filename="../ui/taskbox.cpp" line="81"/>
        <source>Give Up</source>
        <translation>포기</translation>
    </message>
</context>
<context>
    <name>TaskGoal</name>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="28"/>
        <source>expected a whole number from %L1 to %L2</source>
        <translation>%L1에서 %L2 사이의 정수여야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="52"/>
        <source>expected &quot;unit-chain&quot; or &quot;real-model&quot;</source>
        <translation>&quot;unit-chain&quot; 또는 &quot;real-model&quot;이어야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="65"/>
        <source>unknown field; this goal may set %1</source>
        <translation>알 수 없는 필드입니다. 이 목표에서 설정할 수 있는 항목: %1</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="68"/>
        <source>expected at least one condition besides &quot;view&quot;</source>
        <translation>&quot;view&quot; 외에 조건이 하나 이상 있어야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="75"/>
        <source>unknown schedule; expected one of %1</source>
        <translation>알 수 없는 스케줄입니다. %1 중 하나여야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="84"/>
        <location filename="../app/core/quiz/taskgoal.cpp" line="100"/>
        <source>expected true or false</source>
        <translation>true 또는 false여야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="88"/>
        <source>needs &quot;max_peak&quot; and &quot;schedule&quot;: the fewest extra forwards under which peak?</source>
        <translation>&quot;max_peak&quot;와 &quot;schedule&quot;이 모두 필요합니다. 그래야 어떤 피크 한도에서 추가 순전파가 가장 적은지 정할 수 있습니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="110"/>
        <source>unknown policy; expected one of %1</source>
        <translation>알 수 없는 정책입니다. %1 중 하나여야 합니다</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/quiz/taskgoal.cpp" line="156"/>
        <source>The chain has %Ln layer(s); the task is about %1.</source>
        <translation>
            <numerusform>체인의 레이어는 %Ln개입니다. 과제는 레이어 %1개 기준입니다.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="159"/>
        <source>The schedule is %1; the task asks for %2.</source>
        <translation>스케줄이 %1입니다. 과제는 %2을(를) 요구합니다.</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="167"/>
        <source>The peak is %1 activations; the task allows at most %2.</source>
        <translation>피크가 활성화 %1개입니다. 과제는 최대 %2개까지 허용합니다.</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="170"/>
        <source>The schedule reruns %1 layer forwards; the task allows at most %2.</source>
        <translation>스케줄이 레이어 순전파를 %1회 다시 실행합니다. 과제는 최대 %2회까지 허용합니다.</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="180"/>
        <source>The peak fits, but another setting reruns fewer layer forwards than these %1.</source>
        <translation>피크는 한도 안이지만, 다른 설정이 이 %1회보다 적게 레이어 순전파를 다시 실행합니다.</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="192"/>
        <source>The real model is %1; the task is about %2.</source>
        <translation>실제 모델이 %1입니다. 과제는 %2에 관한 것입니다.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/quiz/taskgoal.cpp" line="196"/>
        <source>The setup has %Ln GPU(s); the task asks for %1.</source>
        <translation>
            <numerusform>설정의 GPU는 %Ln개입니다. 과제는 %1개를 요구합니다.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="199"/>
        <source>Each GPU has %1 GiB; the task asks for %2 GiB.</source>
        <translation>GPU마다 %1 GiB입니다. 과제는 %2 GiB를 요구합니다.</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="203"/>
        <source>Recomputation is “%1”; the task asks for “%2”.</source>
        <translation>재계산이 “%1”입니다. 과제는 “%2”을(를) 요구합니다.</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="209"/>
        <source>The step does not fit in the GPU&apos;s memory yet.</source>
        <translation>스텝이 아직 GPU 메모리에 들어가지 않습니다.</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/taskgoal.cpp" line="210"/>
        <source>The step still fits in the GPU&apos;s memory.</source>
        <translation>스텝이 여전히 GPU 메모리에 들어갑니다.</translation>
    </message>
</context>
<context>
    <name>TaskTry</name>
    <message>
        <location filename="../app/core/quiz/tasktry.cpp" line="136"/>
        <source>unknown field; a try may set %1</source>
        <translation>알 수 없는 필드입니다. try에서 설정할 수 있는 항목: %1</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/tasktry.cpp" line="139"/>
        <source>expected what the learner is told to do: &quot;parameter&quot; or &quot;real&quot;</source>
        <translation>학습자에게 시키는 일이 있어야 합니다: &quot;parameter&quot; 또는 &quot;real&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/tasktry.cpp" line="145"/>
        <source>unknown schedule; expected one of %1</source>
        <translation>알 수 없는 스케줄입니다. %1 중 하나여야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/tasktry.cpp" line="161"/>
        <source>expected &quot;lowest-peak&quot;, &quot;near-sqrt&quot;, a number, a list or {&quot;from&quot;, &quot;to&quot;}</source>
        <translation>&quot;lowest-peak&quot;, &quot;near-sqrt&quot;, 숫자, 목록 또는 {&quot;from&quot;, &quot;to&quot;}여야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/tasktry.cpp" line="166"/>
        <source>expected a range of at most %L1 values</source>
        <translation>값이 최대 %L1개인 범위여야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/quiz/tasktry.cpp" line="174"/>
        <source>expected at least one value</source>
        <translation>값이 하나 이상 있어야 합니다</translation>
    </message>
</context>
<context>
    <name>TradeoffChart</name>
    <message>
        <location filename="../ui/tradeoffchart.cpp" line="128"/>
        <source>Peak memory</source>
        <translation>피크 메모리</translation>
    </message>
    <message>
        <location filename="../ui/tradeoffchart.cpp" line="129"/>
        <source>Extra layer forwards</source>
        <translation>추가 레이어 순전파</translation>
    </message>
    <message>
        <location filename="../ui/tradeoffchart.cpp" line="130"/>
        <source>k = √N</source>
        <translation>k = √N</translation>
    </message>
    <message>
        <location filename="../ui/tradeoffchart.cpp" line="133"/>
        <source>Peak memory (log)</source>
        <translation>피크 메모리(로그)</translation>
    </message>
    <message>
        <location filename="../ui/tradeoffchart.cpp" line="134"/>
        <source>Extra forwards (log)</source>
        <translation>추가 순전파(로그)</translation>
    </message>
    <message>
        <location filename="../ui/tradeoffchart.cpp" line="231"/>
        <source>k = %1 = √N</source>
        <translation>k = %1 = √N</translation>
    </message>
    <message>
        <location filename="../ui/tradeoffchart.cpp" line="231"/>
        <source>k = %1 ≈ √N</source>
        <translation>k = %1 ≈ √N</translation>
    </message>
    <message>
        <location filename="../ui/tradeoffchart.cpp" line="239"/>
        <source>k = √N ≈ %1</source>
        <translation>k = √N ≈ %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/tradeoffchart.cpp" line="287"/>
        <source>%1
Peak memory: %2 activations
Extra layer forwards: %3 (+%4% compute)</source>
        <translation>
            <numerusform>%1
피크 메모리: 활성화 %2개
추가 레이어 순전파: %3회(연산 +%4%)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainingSetup</name>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="34"/>
        <source>sequence length</source>
        <translation>시퀀스 길이</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="35"/>
        <source>micro-batch</source>
        <translation>마이크로배치</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="36"/>
        <source>tensor-parallel size</source>
        <translation>텐서 병렬 크기</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="37"/>
        <source>pipeline stages</source>
        <translation>파이프라인 스테이지 수</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="38"/>
        <source>data-parallel GPUs</source>
        <translation>데이터 병렬 GPU 수</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="39"/>
        <source>GPU memory (GiB)</source>
        <translation>GPU 메모리(GiB)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="42"/>
        <source>%1 must be at least 1 (got %2)</source>
        <translation>%1은(는) 1 이상이어야 합니다(입력값: %2)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="45"/>
        <source>GPU memory must be at most %1 GiB (got %2)</source>
        <translation>GPU 메모리는 %1 GiB 이하여야 합니다(입력값: %2)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="48"/>
        <source>activation precision must be 16 or 32 bits (got %1)</source>
        <translation>활성화 정밀도는 16비트 또는 32비트여야 합니다(입력값: %1)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="50"/>
        <source>ZeRO stage must be 0, 1, 2 or 3 (got %1)</source>
        <translation>ZeRO 단계는 0, 1, 2, 3 중 하나여야 합니다(입력값: %1)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="52"/>
        <source>the dropout probability must be at least 0 and below 1 (got %1)</source>
        <translation>드롭아웃 확률은 0 이상 1 미만이어야 합니다(입력값: %1)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="54"/>
        <source>the memory reserve must be between 0 and the GPU&apos;s memory (got %1 bytes)</source>
        <translation>예비 메모리는 0에서 GPU 메모리 사이여야 합니다(입력값: %1바이트)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="57"/>
        <source>the tensor-parallel size (%1) must divide the heads (%2)</source>
        <translation>어텐션 헤드 수(%2)는 텐서 병렬 크기(%1)로 나누어떨어져야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="60"/>
        <source>the pipeline stages (%1) must divide the layers (%2)</source>
        <translation>레이어 수(%2)는 파이프라인 스테이지 수(%1)로 나누어떨어져야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="63"/>
        <source>the global batch must be between 0 (one micro-batch per stage) and %1 (got %2)</source>
        <translation>글로벌 배치는 0(스테이지당 마이크로배치 하나)에서 %1 사이여야 합니다(입력값: %2)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="67"/>
        <source>the micro-batch times the data-parallel GPUs (%1 × %2) must divide the global batch (%3)</source>
        <translation>글로벌 배치(%3)는 마이크로배치 × 데이터 병렬 GPU 수(%1 × %2)로 나누어떨어져야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/trainingsetup.cpp" line="70"/>
        <source>sequence length %1 exceeds the model&apos;s %2 learned positions</source>
        <translation>시퀀스 길이(%1)가 모델의 학습된 위치 임베딩 수(%2)보다 큽니다</translation>
    </message>
</context>
<context>
    <name>TransformerModel</name>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="119"/>
        <source>layers must be between 1 and %1 (got %2)</source>
        <translation>레이어 수는 1에서 %1 사이여야 합니다(입력값: %2)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="125"/>
        <source>hidden size</source>
        <translation>은닉 크기</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="125"/>
        <source>heads</source>
        <translation>어텐션 헤드 수</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="126"/>
        <source>kv heads</source>
        <translation>키/값 헤드 수</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="126"/>
        <source>MLP width</source>
        <translation>MLP 너비</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="127"/>
        <source>vocabulary</source>
        <translation>어휘 크기</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="127"/>
        <source>sequence length</source>
        <translation>시퀀스 길이</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="130"/>
        <source>%1 must be at least 1 (got %2)</source>
        <translation>%1은(는) 1 이상이어야 합니다(입력값: %2)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="133"/>
        <source>the head size must be at least 1 (got %1)</source>
        <translation>헤드 크기는 1 이상이어야 합니다(입력값: %1)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="135"/>
        <source>heads (%1) must divide the hidden size (%2)</source>
        <translation>은닉 크기(%2)는 어텐션 헤드 수(%1)로 나누어떨어져야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="138"/>
        <source>kv heads (%1) must divide the heads (%2)</source>
        <translation>어텐션 헤드 수(%2)는 키/값 헤드 수(%1)로 나누어떨어져야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="141"/>
        <source>the experts and the shared expert&apos;s width must not be negative</source>
        <translation>전문가 수와 공유 전문가의 너비는 음수일 수 없습니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="143"/>
        <source>a mixture of experts needs SwiGLU blocks</source>
        <translation>전문가 혼합(MoE)에는 SwiGLU 블록이 필요합니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="145"/>
        <source>the experts per token must be between 1 and the experts (%1; got %2)</source>
        <translation>토큰당 전문가 수는 1에서 전문가 수(%1) 사이여야 합니다(입력값: %2)</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="148"/>
        <source>experts per token and a shared expert need experts</source>
        <translation>토큰당 전문가 수와 공유 전문가를 지정하려면 전문가가 있어야 합니다</translation>
    </message>
    <message>
        <location filename="../app/core/realistic/transformermodel.cpp" line="150"/>
        <source>the parameter count exceeds 64 bits</source>
        <translation>파라미터 수가 64비트 범위를 넘습니다</translation>
    </message>
</context>
<context>
    <name>UnitChainModel</name>
    <message>
        <location filename="../app/core/simulator/unitchainmodel.cpp" line="193"/>
        <source>Matched to the peak of the schedule before (%1): %2 activations.</source>
        <extracomment>%1 is the schedule shown before the switch; %2 its peak memory in activations.</extracomment>
        <translation>이전 스케줄(%1)의 피크 메모리에 맞췄습니다: 활성화 %2개.</translation>
    </message>
    <message>
        <location filename="../app/core/simulator/unitchainmodel.cpp" line="196"/>
        <source>Matched as nearly as this schedule allows to the peak of the schedule before (%1): %2 activations there, %3 here.</source>
        <translation>이 스케줄로 가능한 한 가깝게 이전 스케줄(%1)의 피크 메모리에 맞췄습니다: 이전 활성화 %2개, 지금 %3개.</translation>
    </message>
</context>
<context>
    <name>WindowCommand</name>
    <message>
        <location filename="../app/commands/windowcommand.cpp" line="17"/>
        <source>Learn gradient checkpointing.</source>
        <translation>그래디언트 체크포인팅을 배웁니다.</translation>
    </message>
    <message>
        <location filename="../app/commands/windowcommand.cpp" line="50"/>
        <source>Give the quiz either as FILE or with --quiz, not both.</source>
        <translation>퀴즈는 FILE이나 --quiz 중 하나로만 지정하십시오.</translation>
    </message>
    <message>
        <location filename="../app/commands/windowcommand.cpp" line="53"/>
        <source>No such file or command &quot;%1&quot;; run &quot;%2 --help&quot; for usage.</source>
        <translation>&quot;%1&quot;(이)라는 파일이나 명령이 없습니다. 사용법은 &quot;%2 --help&quot;를 실행하여 확인하십시오.</translation>
    </message>
    <message>
        <location filename="../app/commands/windowcommand.cpp" line="60"/>
        <source>FILE is a quiz to open, like --quiz FILE. When Checkpoint Quiz is running already, the quiz opens in its window and this command returns at once.</source>
        <translation>FILE은 열 퀴즈 파일로, --quiz FILE과 같습니다. Checkpoint Quiz가 이미 실행 중이면 퀴즈가 그 창에서 열리고 이 명령은 바로 끝납니다.</translation>
    </message>
</context>
<context>
    <name>WindowStart</name>
    <message>
        <location filename="../ui/windowstart.cpp" line="71"/>
        <source>Moving the attempts of an earlier version into the learner&apos;s database…</source>
        <translation>이전 버전의 응시 기록을 학습자 데이터베이스로 옮기는 중…</translation>
    </message>
</context>
</TS>
