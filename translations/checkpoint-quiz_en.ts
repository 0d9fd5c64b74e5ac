<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ScheduleCatalog</name>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="31"/>
        <source>Uniform spacing (Chen et al. 2016): one segment of %n layer(s), kept whole: the same as storing everything.</source>
        <translation>
            <numerusform>Uniform spacing (Chen et al. 2016): one segment of %n layer, kept whole: the same as storing everything.</numerusform>
            <numerusform>Uniform spacing (Chen et al. 2016): one segment of %n layers, kept whole: the same as storing everything.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="38"/>
        <source>a checkpoint every %n layer(s)</source>
        <translation>
            <numerusform>a checkpoint every %n layer</numerusform>
            <numerusform>a checkpoint every %n layers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="39"/>
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="54"/>
        <source>%n segment(s)</source>
        <translation>
            <numerusform>%n segment</numerusform>
            <numerusform>%n segments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="55"/>
        <source>of %n layer(s)</source>
        <translation>
            <numerusform>of %n layer</numerusform>
            <numerusform>of %n layers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="56"/>
        <source>the last %n layer(s)</source>
        <translation>
            <numerusform>the last %n layer</numerusform>
            <numerusform>the last %n layers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="82"/>
        <source>%n checkpoint slot(s)</source>
        <translation>
            <numerusform>%n checkpoint slot</numerusform>
            <numerusform>%n checkpoint slots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/simulator/schedulecatalog.cpp" line="83"/>
        <source>%n activation(s)</source>
        <translation>
            <numerusform>%n activation</numerusform>
            <numerusform>%n activations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SimulatorPanel</name>
    <message numerus="yes">
        <location filename="../ui/simulatorpanel.cpp" line="371"/>
        <source>Peak %1 of %2 saved activation(s) (%3%)</source>
        <extracomment>%1 is the peak, %2 what storing everything holds, %3 the share in percent.</extracomment>
        <translation>
            <numerusform>Peak %1 of %2 saved activation (%3%)</numerusform>
            <numerusform>Peak %1 of %2 saved activations (%3%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/simulatorpanel.cpp" line="376"/>
        <source>%1 extra layer forward(s) (+%2% forward+backward compute)</source>
        <extracomment>%1 is the number of layer forwards run again during backward, %2 what they add in percent.</extracomment>
        <translation>
            <numerusform>%1 extra layer forward (+%2% forward+backward compute)</numerusform>
            <numerusform>%1 extra layer forwards (+%2% forward+backward compute)</numerusform>
        </translation>
    </message>
</context>
</TS>
