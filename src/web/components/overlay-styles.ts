// CSS of the overlay components (drawers, dialogs, inputs), loaded with the first overlay.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Input.css';
