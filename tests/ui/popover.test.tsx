import { Button } from '../../ui/button/button';
import { Popover } from '../../ui/popover/popover';
import { popupBehaviour } from './popup-behaviour';

function Example() {
  return (
    <div style={{ paddingTop: 200, display: 'flex', justifyContent: 'center' }}>
      <Popover.Root>
        <Popover.Trigger asChild>
          <Button>Details</Button>
        </Popover.Trigger>
        <Popover.Content aria-label="More details">
          <p>Some details.</p>
          <Popover.Close asChild>
            <Button variant="ghost">Close</Button>
          </Popover.Close>
        </Popover.Content>
      </Popover.Root>
    </div>
  );
}

popupBehaviour('Popover', Example, { triggerName: 'Details', role: 'dialog', name: 'More details' });
