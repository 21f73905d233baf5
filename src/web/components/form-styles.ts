// CSS of the form components, loaded with the first screen that has a form (not with the first paint).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Tooltip.css';
