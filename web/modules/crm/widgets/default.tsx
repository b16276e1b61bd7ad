/**
 * The contact-form modal link (SPEC §2): a button named by the widget's title that opens its forms
 * in a dialog no taller than 90vh; the dialog closes after a successful send.
 */
import { useState } from 'react'
import { CrmFormPanel } from '#web/modules/crm/crm-form-panel.tsx'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { useLocalized } from '#web/site/localized.ts'
import { Button } from '#web/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#web/ui/dialog.tsx'
import { anchorOf, classNameOf } from '../../../widgets/shared/record-fields.ts'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'

export default function CrmDefault({ node }: WidgetProps) {
  const t = useUiStrings()
  const text = useLocalized()
  const [open, setOpen] = useState(false)
  const title = text(node.record.title) || t.askAQuestion
  return (
    <div id={anchorOf(node.record)} className={classNameOf(node.record)}>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="primary">{title}</Button>
        </DialogTrigger>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {text(node.record.subtitle) !== '' && <DialogDescription>{text(node.record.subtitle)}</DialogDescription>}
          </DialogHeader>
          <CrmFormPanel widget={node} onSent={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </div>
  )
}
