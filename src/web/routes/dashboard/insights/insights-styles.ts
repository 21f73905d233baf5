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
