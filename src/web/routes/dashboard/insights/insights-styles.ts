// CSS of the components only the inbox and stats screens use (see styles.ts: the first paint has the rest).
import '@mantine/core/styles/Tabs.css';
import '../../../components/segmented-control-styles';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/ColorSwatch.css';
// The team's screens (issue 42): the filters' and the team bar's selects, the alerts' checkboxes, the
// lead labels.
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
